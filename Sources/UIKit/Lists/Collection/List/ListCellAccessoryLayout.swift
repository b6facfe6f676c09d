import Foundation

/// Makes and places a list cell's accessory views: leading ones (delete, insert,
/// multiselect) from the leading margin with the room table rows give an editing control;
/// trailing ones from the trailing margin inward, 10 points apart and 10 points after the
/// content (the table's accessory gap); the reorder grip at the trailing edge.
@preconcurrency @MainActor
struct ListCellAccessoryLayout {
    /// The views shown, kept while the accessories keep their kinds (by position and kind).
    private var views: [String: UIView] = [:]
    /// The tallest accessory shown.
    private(set) var tallest: CGFloat = 0

    /// Places the accessories of `cell` shown now; returns the content's room.
    mutating func place(_ cell: UICollectionViewListCell, editing: Bool, height: CGFloat) -> ClosedRange<CGFloat> {
        var bounds = cell.bounds
        bounds.size.height = height
        let margin = cell.listContext?.contentMargin ?? ListContentMetrics.horizontalMargin
        let shown = cell.accessories.filter { $0.isShown(editing: editing) && !Self.isHidden($0) }
        var leading = cell.indentsAccessories ? CGFloat(cell.indentationLevel) * cell.indentationWidth : 0
        var trailing = bounds.width
        var used: Set<String> = []
        tallest = 0
        let leadingSide = shown.filter(Self.isLeading)
        for (index, accessory) in leadingSide.enumerated() {
            let key = "L\(index)-\(Self.name(accessory))"
            let view = self.view(key, for: accessory, cell: cell)
            used.insert(key)
            let size = Self.size(of: view)
            let room = max(TableMetrics.editingControlWidth, size.width + ListContentMetrics.textToSecondaryTextHorizontalPadding)
            view.frame = CGRect(x: leading + margin, y: pixelRound((bounds.height - size.height) / 2, cell), width: size.width, height: size.height)
            leading += Self.reserved(accessory, actual: room)
            tallest = max(tallest, size.height)
        }
        if !cell.indentsAccessories { leading += CGFloat(cell.indentationLevel) * cell.indentationWidth }
        let trailingSide = shown.filter { !Self.isLeading($0) }
        var first = true
        for (index, accessory) in trailingSide.enumerated().reversed() {
            let key = "T\(index)-\(Self.name(accessory))"
            let view = self.view(key, for: accessory, cell: cell)
            used.insert(key)
            let size = Self.size(of: view)
            if case .reorder = accessory.kind {
                trailing -= TableMetrics.reorderControlWidth
                view.frame = CGRect(x: trailing + (TableMetrics.reorderControlWidth - size.width) / 2,
                                    y: pixelRound((bounds.height - size.height) / 2, cell), width: size.width, height: size.height)
                continue
            }
            let edge = first ? trailing - margin : trailing - TableMetrics.accessoryGap
            let width = Self.reserved(accessory, actual: size.width)
            view.frame = CGRect(x: edge - width + (width - size.width) / 2, y: pixelRound((bounds.height - size.height) / 2, cell),
                                width: size.width, height: size.height)
            trailing = edge - width
            first = false
            tallest = max(tallest, size.height)
        }
        if !first { trailing -= TableMetrics.accessoryGap }
        for (key, view) in views where !used.contains(key) {
            view.removeFromSuperview()
            views[key] = nil
        }
        if cell.isRightToLeft {
            for key in used { if let view = views[key] { view.frame.origin.x = bounds.width - view.frame.maxX } }
            return (bounds.width - trailing)...(max(bounds.width - trailing, bounds.width - leading))
        }
        return leading...max(leading, trailing)
    }

    private func pixelRound(_ value: CGFloat, _ view: UIView) -> CGFloat {
        let scale = view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : 1
        return (value * scale).rounded() / scale
    }

    /// The view for an accessory, made once per position and kind.
    private mutating func view(_ key: String, for accessory: UICellAccessory, cell: UICollectionViewListCell) -> UIView {
        let view: UIView
        if case let .customView(configuration) = accessory.kind {
            view = configuration.customView
            if let tint = configuration.tintColor { view.tintColor = tint }
        } else if let existing = views[key] {
            view = existing
        } else {
            view = Self.makeView(accessory, cell: cell)
        }
        if case let .label(text, _) = accessory.kind, let label = view as? UILabel, label.text != text {
            label.text = text
            label.sizeToFit()
        }
        if let glyph = view as? TableGlyphView, let wanted = Self.stateGlyph(accessory, cell: cell), glyph.glyph != wanted {
            glyph.removeFromSuperview()
            views[key] = nil
            return self.view(key, for: accessory, cell: cell)
        }
        views[key] = view
        if view.superview !== cell { cell.addSubview(view) }
        return view
    }

    /// The glyph of an accessory that follows the cell's state (expanded, selected).
    private static func stateGlyph(_ accessory: UICellAccessory, cell: UICollectionViewListCell) -> TableGlyphView.Glyph? {
        switch accessory.kind {
        case .outlineDisclosure: return cell.isOutlineExpanded ? .outlineExpanded : .outlineCollapsed
        case .multiselect: return cell.isSelected ? .selectionCircleChecked : .selectionCircle
        default: return nil
        }
    }

    private static func makeView(_ accessory: UICellAccessory, cell: UICollectionViewListCell) -> UIView {
        func glyph(_ glyph: TableGlyphView.Glyph, _ tint: UIColor?) -> UIView {
            let view = TableGlyphView(glyph)
            view.customColor = tint
            return view
        }
        switch accessory.kind {
        case let .disclosureIndicator(options): return glyph(.disclosure, options.tintColor)
        case let .checkmark(options): return glyph(.checkmark, options.tintColor)
        case let .outlineDisclosure(options): return glyph(stateGlyph(accessory, cell: cell) ?? .outlineCollapsed, options.tintColor)
        case let .delete(options): return glyph(.delete, options.backgroundColor)
        case let .insert(options): return glyph(.insert, options.backgroundColor)
        case let .reorder(options): return glyph(.reorder, options.tintColor)
        case let .multiselect(options): return glyph(stateGlyph(accessory, cell: cell) ?? .selectionCircle, options.tintColor)
        case let .label(text, options):
            let label = UILabel()
            label.font = options.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = options.tintColor ?? .secondaryLabel
            label.adjustsFontForContentSizeCategory = options.adjustsFontForContentSizeCategory
            label.text = text
            label.sizeToFit()
            return label
        case let .detail(options):
            let button = UIButton(type: .detailDisclosure)
            if let tint = options.tintColor { button.tintColor = tint }
            let size = button.intrinsicContentSize
            button.frame = CGRect(x: 0, y: 0, width: max(size.width, 22), height: max(size.height, 22))
            return button
        case let .customView(configuration): return configuration.customView
        }
    }

    private static func size(of view: UIView) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    private static func reserved(_ accessory: UICellAccessory, actual: CGFloat) -> CGFloat {
        guard case let .custom(width) = Self.reservedWidth(accessory) else { return actual }
        return max(actual, width)
    }

    private static func reservedWidth(_ accessory: UICellAccessory) -> UICellAccessory.LayoutDimension? {
        switch accessory.kind {
        case let .disclosureIndicator(options), let .checkmark(options), let .detail(options): return options.reservedLayoutWidth
        case let .outlineDisclosure(options): return options.reservedLayoutWidth
        case let .delete(options), let .insert(options), let .multiselect(options): return options.reservedLayoutWidth
        case let .reorder(options): return options.reservedLayoutWidth
        case let .label(_, options): return options.reservedLayoutWidth
        case let .customView(configuration): return configuration.reservedLayoutWidth
        }
    }

    private static func isHidden(_ accessory: UICellAccessory) -> Bool {
        switch accessory.kind {
        case let .disclosureIndicator(options), let .checkmark(options), let .detail(options): return options.isHidden ?? false
        case let .outlineDisclosure(options): return options.isHidden ?? false
        case let .delete(options), let .insert(options), let .multiselect(options): return options.isHidden ?? false
        case let .reorder(options): return options.isHidden ?? false
        case let .label(_, options): return options.isHidden ?? false
        case let .customView(configuration): return configuration.isHidden ?? false
        }
    }

    private static func isLeading(_ accessory: UICellAccessory) -> Bool {
        switch accessory.kind {
        case .delete, .insert, .multiselect: return true
        case let .customView(configuration):
            if case .leading = configuration.placement { return true }
            return false
        default: return false
        }
    }

    private static func name(_ accessory: UICellAccessory) -> String {
        switch accessory.kind {
        case .disclosureIndicator: return "disclosure"
        case .outlineDisclosure: return "outline"
        case .checkmark: return "checkmark"
        case .delete: return "delete"
        case .insert: return "insert"
        case .reorder: return "reorder"
        case .multiselect: return "multiselect"
        case .label: return "label"
        case .detail: return "detail"
        case let .customView(configuration): return "custom-\(ObjectIdentifier(configuration.customView).hashValue)"
        }
    }
}
