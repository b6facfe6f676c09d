import Foundation

/// A cell of a list section, UIKit's `UICollectionViewListCell`: a collection view cell
/// that takes its look from the list it is in (the appearance's background, the
/// separator under it, the rounded corners of an inset grouped section, the header or
/// footer style when it is one), indents for outline levels and shows accessories. Its
/// metrics are the table view's (docs/TABLE-VIEW.md, docs/COLLECTION-VIEW.md).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Where the list put the cell (nil outside a list section).
    var listContext: ListItemContext?
    /// The views made for the accessories shown.
    var accessoryLayout = ListCellAccessoryLayout()
    @exclusivity(unchecked) private var listBackgroundColorIsCustom = false

    /// The accessories beside the content, in order from leading to trailing per side.
    open var accessories: [UICellAccessory] = [] {
        didSet { setNeedsLayout() }
    }
    /// How many indentation steps the content is indented (an outline level).
    @exclusivity(unchecked) open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step (10 points, estimated).
    @exclusivity(unchecked) open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation (true).
    @exclusivity(unchecked) open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// A guide whose leading edge is where the separator starts.
    public let separatorLayoutGuide = UILayoutGuide()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(separatorLayoutGuide)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addLayoutGuide(separatorLayoutGuide)
    }

    /// A list content configuration styled for where the cell is: a header or footer of
    /// the list's appearance, a sidebar cell, else a cell.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let context = listContext else { return .cell() }
        switch (context.role, context.appearance) {
        case (.header, .plain): return .plainHeader()
        case (.header, .sidebar), (.header, .sidebarPlain): return .sidebarHeader()
        case (.header, _): return .groupedHeader()
        case (.footer, .plain), (.footer, .sidebarPlain): return .plainFooter()
        case (.footer, _): return .groupedFooter()
        case (.cell, .sidebar), (.cell, .sidebarPlain): return .sidebarCell()
        case (.cell, _): return .cell()
        }
    }

    open override var backgroundColor: UIColor? {
        didSet { listBackgroundColorIsCustom = backgroundColor != nil }
    }

    package override func listPositionDidChange(_ context: ListItemContext?) {
        guard let context else { return }
        let old = listContext
        listContext = context
        if old?.contentMargin != context.contentMargin { setNeedsLayout() }
        if old?.showsSeparator != context.showsSeparator || old?.roundedCorners != context.roundedCorners || old?.role != context.role
            || old?.appearance != context.appearance {
            setNeedsLayout()
        }
    }

    /// How far the content view starts from the leading edge (indentation and leading
    /// accessories): the cell's leading margin grows by as much, so text that keeps its
    /// superview's margins moves with the content.
    @exclusivity(unchecked) private var contentLeadingShift: CGFloat = 0

    package override var systemDefaultLayoutMargins: UIEdgeInsets? {
        let margin = listContext?.contentMargin ?? ListContentMetrics.horizontalMargin
        let vertical = ListContentMetrics.cellVerticalMargin
        let leading = margin + contentLeadingShift
        return isRightToLeft ? UIEdgeInsets(top: vertical, left: margin, bottom: vertical, right: leading)
            : UIEdgeInsets(top: vertical, left: leading, bottom: vertical, right: margin)
    }

    // MARK: Layout

    /// The pixel a row keeps at its bottom for the separator (as table rows do).
    var separatorReservation: CGFloat {
        guard let context = listContext, context.role == .cell, context.reservesSeparator else { return 0 }
        return 1 / (traitCollection.displayScale > 0 ? traitCollection.displayScale : 1)
    }

    /// The content's room: the cell less the accessories, the indentation and the
    /// separator's pixel.
    override func contentRect() -> CGRect {
        let span = accessoryLayout.place(self, editing: collectionIsEditing, height: bounds.height - separatorReservation)
        contentLeadingShift = isRightToLeft ? bounds.width - span.upperBound : span.lowerBound
        return CGRect(x: span.lowerBound, y: 0, width: span.upperBound - span.lowerBound, height: max(0, bounds.height - separatorReservation))
    }

    /// The list's default background (or the configuration's), the selection fill, the
    /// separator and the rounded corners of an inset grouped section.
    override func layOutDecorations(showsSelection: Bool) {
        decorations.fillRect = bounds
        decorations.fillCornerRadius = 0
        decorations.strokeColor = nil
        if showsSelection && listContext?.role == .cell {
            decorations.fillColor = TableMetrics.selectedBackgroundColor
        } else if let configuration = storedBackgroundConfiguration {
            decorations.show(configuration, in: bounds, host: self)
        } else if listBackgroundColorIsCustom || backgroundView != nil {
            decorations.fillColor = nil
        } else {
            decorations.fillColor = defaultBackgroundColor
        }
        layOutSeparator()
        let corners = listContext?.roundedCorners ?? []
        if listContext?.appearance == .insetGrouped || !corners.isEmpty {
            layer.cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
            layer.maskedCorners = corners
            layer.masksToBounds = !corners.isEmpty
        }
    }

    /// The appearance's background: the system background in plain lists (rows, headers
    /// and footers), the secondary grouped background for grouped rows, none for grouped
    /// headers and footers and for sidebar rows.
    private var defaultBackgroundColor: UIColor? {
        guard let context = listContext else { return nil }
        switch (context.role, context.appearance) {
        case (.cell, .plain), (.header, .plain), (.footer, .plain), (.header, .sidebarPlain): return .systemBackground
        case (.cell, .grouped), (.cell, .insetGrouped): return .secondarySystemGroupedBackground
        default: return nil
        }
    }

    /// One pixel at the bottom, from the text's leading edge to the cell's trailing edge.
    private func layOutSeparator() {
        guard let context = listContext, context.showsSeparator, context.role == .cell else {
            decorations.separatorRect = .zero
            return
        }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        var leading = storedContentView.frame.minX + ((storedContentView as? UIListContentView)?.textLeadingX ?? storedContentView.layoutMargins.left)
        var trailing: CGFloat = 0
        if let insets = context.separatorInsets {
            leading = insets.leading
            trailing = insets.trailing
        }
        let width = bounds.width - leading - trailing
        guard width > 0 else {
            decorations.separatorRect = .zero
            return
        }
        decorations.separatorColor = context.separatorColor
        decorations.separatorRect = CGRect(x: isRightToLeft ? trailing : leading, y: bounds.height - 1 / scale, width: width, height: 1 / scale)
        separatorLayoutGuide.layoutFrame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
    }

    // MARK: Sizing

    /// The height of the content at the cell's width less the accessories, plus the
    /// separator's pixel (at least 44 points for system content in rows, as table rows
    /// are), and, free in width, the content's one-line width plus the accessories.
    package override func selfSizingFit(target: CGSize, estimatedAxes axes: UIAxis) -> CGSize {
        if frame.size != target { frame.size = target }
        updateConfigurationIfNeeded()
        layOutCellViews()
        let room = target.width - storedContentView.frame.width
        var width = target.width
        var height: CGFloat
        var isSystemContent = true
        if let list = storedContentView as? UIListContentView {
            if axes.contains(.horizontal) { width = list.naturalWidth + room }
            height = list.sizeThatFits(CGSize(width: width - room, height: 0)).height
        } else {
            isSystemContent = false
            let fitted = fittedSize(of: storedContentView, target: CGSize(width: target.width - room, height: target.height), estimatedAxes: axes)
            if axes.contains(.horizontal) { width = fitted.width + room }
            height = fitted.height
        }
        height = max(height, accessoryLayout.tallest) + separatorReservation
        if isSystemContent && listContext?.role != .header && listContext?.role != .footer {
            height = max(height, ListContentMetrics.minimumRowHeight)
        }
        return CGSize(width: width, height: height)
    }
}
