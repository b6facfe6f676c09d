/// Limits on the text size a view hierarchy takes (iOS 15's `minimumContentSizeCategory`
/// and `maximumContentSizeCategory`): the preferred content size category a view inherits is
/// raised to its minimum and lowered to its maximum, and its subviews inherit the result, so
/// Dynamic Type fonts in the hierarchy stay within the range. When the minimum is above the
/// maximum, only the maximum applies. An unspecified category (a view outside any window) is
/// left as it is.
extension UIView {
    /// `traits` with the preferred content size category brought within this view's limits.
    func limitingContentSizeCategory(of traits: UITraitCollection) -> UITraitCollection {
        let (minimum, maximum) = contentSizeCategoryLimits
        guard minimum != nil || maximum != nil else { return traits }
        let category = traits.preferredContentSizeCategory
        guard category != .unspecified else { return traits }
        var limited = category
        if let minimum, minimum != .unspecified, limited < minimum { limited = minimum }
        if let maximum, maximum != .unspecified, limited > maximum { limited = maximum }
        guard limited != category else { return traits }
        return traits.modifyingTraits { $0.preferredContentSizeCategory = limited }
    }

    /// One line per view from this one up to its root: its type, its content size category
    /// and the limits it sets.
    var contentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: UIView? = self
        while let current = view {
            let (minimum, maximum) = current.contentSizeCategoryLimits
            var line = "<\(type(of: current))>: \(current.traitCollection.preferredContentSizeCategory.limitName)"
            if minimum != nil || maximum != nil {
                line += " (limits: \(minimum?.limitName ?? "none") ... \(maximum?.limitName ?? "none"))"
            }
            lines.append(line)
            view = current.superview
        }
        return lines.joined(separator: "\n")
    }
}

extension UIContentSizeCategory {
    /// The category's short name (`L`, `AX1`), or `unspecified`.
    fileprivate var limitName: String { self == .unspecified ? "unspecified" : shortName }
}
