extension UISplitViewController {
    /// The default width of the primary and supplementary columns, and the greatest one
    /// unless a maximum is set: 320 points (docs/CONTAINERS.md).
    static let defaultColumnWidth: CGFloat = 320

    /// The primary column's width now: the preferred width, else the fraction of the split
    /// view's width, else 320 points; within the minimum and maximum (320 by default) and
    /// never more than the split view's width.
    public var primaryColumnWidth: CGFloat {
        Self.columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                         minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, in: layoutSize.width)
    }

    /// The supplementary column's width now, worked out as the primary's.
    public var supplementaryColumnWidth: CGFloat {
        Self.columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                         minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, in: layoutSize.width)
    }

    private static func isSet(_ value: CGFloat) -> Bool {
        value != automaticDimension && value.isFinite && value >= 0
    }

    private static func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, in total: CGFloat) -> CGFloat {
        var width = defaultColumnWidth
        if isSet(preferred) {
            width = preferred
        } else if isSet(fraction) {
            width = min(1, fraction) * total
        }
        let upper = isSet(maximum) ? maximum : defaultColumnWidth
        width = min(width, upper)
        if isSet(minimum) { width = max(width, minimum) }
        return max(0, min(width, total)).rounded(.down)
    }
}
