import Foundation

/// The section index a table shows at its trailing edge: the data source's titles stacked
/// in the index color (the tint by default), small and semibold, centred vertically in the
/// visible height.
@preconcurrency @MainActor
final class TableSectionIndexView: UIView {
    var titles: [String] = [] { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) var titleColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The index's font: 11-point semibold (estimated from iOS 17's look; unverified).
    static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)
    /// The height of each title's line (estimated; unverified).
    static let lineHeight: CGFloat = 15

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !titles.isEmpty else { return }
        let color = titleColor ?? tintColor ?? .systemBlue
        let fitting = max(1, Int(bounds.height / Self.lineHeight))
        // When the titles do not fit, every other one is left out, as iOS does.
        let step = titles.count > fitting ? Int((Double(titles.count) / Double(fitting)).rounded(.up)) : 1
        let shown = stride(from: 0, to: titles.count, by: step).map { titles[$0] }
        let blockHeight = CGFloat(shown.count) * Self.lineHeight
        var y = ((bounds.height - blockHeight) / 2).rounded()
        for title in shown {
            let line = CGRect(x: 0, y: y, width: bounds.width, height: Self.lineHeight)
            ControlDrawing.drawLine(NSAttributedString(string: title), font: Self.font, color: color, alignment: .center, in: line,
                                    context: context, view: self)
            y += Self.lineHeight
        }
    }
}

/// The separators of the empty rows below a plain table's last row.
@preconcurrency @MainActor
final class TableFillerView: UIView {
    @exclusivity(unchecked) var lineColor: UIColor? { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) var rowHeight: CGFloat = 44 { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) var leadingInset: CGFloat = 16 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let lineColor, rowHeight > 0 else { return }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let line = 1 / scale
        context.setFillColor(lineColor.cgColor(in: traitCollection, tint: tintColor))
        var y = rowHeight - line
        while y < bounds.height {
            let x = isRightToLeft ? 0 : leadingInset
            context.fill(CGRect(x: x, y: y, width: bounds.width - leadingInset, height: line))
            y += rowHeight
        }
    }
}

extension UITableView {
    /// The section index titles, when the data source gives some and the table has at
    /// least `sectionIndexMinimumDisplayRowCount` rows.
    var sectionIndexTitles: [String]? {
        guard let titles = dataSource?.sectionIndexTitles(for: self), !titles.isEmpty else { return nil }
        let rows = layoutModel.sections.reduce(0) { $0 + $1.rowHeights.count }
        return rows >= sectionIndexMinimumDisplayRowCount ? titles : nil
    }

    /// Whether the section index shows.
    var showsSectionIndex: Bool { sectionIndexTitles != nil }

    /// Places the filler separators below the last row of a plain table without a footer view.
    func layOutFiller() {
        let contentEnd = layoutModel.contentHeight
        let show = style == .plain && tableFooterView == nil && separatorStyle != .none && contentEnd < bounds.maxY
            && layoutModel.sections.contains { !$0.rowHeights.isEmpty }
        guard show else {
            fillerView?.removeFromSuperview()
            return
        }
        let filler = fillerView ?? TableFillerView()
        fillerView = filler
        if filler.superview !== self { insertSubview(filler, at: backgroundView == nil ? 0 : 1) }
        filler.setFrameIfChanged(CGRect(x: 0, y: contentEnd, width: bounds.width, height: bounds.maxY - contentEnd))
        filler.lineColor = separatorColor
        filler.rowHeight = fillerRowHeight > 0 ? fillerRowHeight : (rowHeight > 0 ? rowHeight : ListContentMetrics.minimumRowHeight)
        filler.leadingInset = (customSeparatorInset?.left ?? cellContentMargin) + (insetsContentViewsToSafeArea ? safeAreaInsets.left : 0)
    }

    /// Places the section index at the trailing edge of the visible area.
    func layOutSectionIndex() {
        guard let titles = sectionIndexTitles else {
            sectionIndexView?.removeFromSuperview()
            return
        }
        let index = sectionIndexView ?? TableSectionIndexView()
        sectionIndexView = index
        if index.superview !== self { addSubview(index) } else if subviews.last !== index { bringSubviewToFront(index) }
        let inset = adjustedContentInset
        let width = TableMetrics.sectionIndexWidth
        let x = isRightToLeft ? safeAreaInsets.left : bounds.width - safeAreaInsets.right - width
        index.setFrameIfChanged(CGRect(x: x, y: bounds.minY + inset.top, width: width, height: max(0, bounds.height - inset.top - inset.bottom)))
        index.titles = titles
        index.titleColor = sectionIndexColor
        index.backgroundColor = sectionIndexBackgroundColor
    }
}
