import Foundation

/// The standard accessory and editing controls a cell made for itself.
struct TableCellAccessories {
    var system: UIView?
    var systemType = UITableViewCell.AccessoryType.none
    var editingControl: TableGlyphView?
    var reorderControl: TableGlyphView?
}

extension UITableViewCell {
    /// The accessory shown now: while editing the editing accessory, else the accessory
    /// view or the standard accessory of `accessoryType` (made once and kept).
    var currentAccessory: UIView? {
        let custom = storedEditing ? editingAccessoryView : accessoryView
        if let custom { return custom }
        let type = storedEditing ? editingAccessoryType : accessoryType
        guard type != .none else { return nil }
        if accessoryViews.systemType == type, let view = accessoryViews.system { return view }
        accessoryViews.system?.removeFromSuperview()
        let view = Self.makeStandardAccessory(type)
        accessoryViews.system = view
        accessoryViews.systemType = type
        return view
    }

    /// Whether an accessory takes room at the trailing edge.
    var hasVisibleAccessory: Bool { currentAccessory != nil }

    /// The standard accessory of `type`: the chevron, the checkmark, the "i" detail
    /// button, or the detail button and the chevron side by side.
    private static func makeStandardAccessory(_ type: AccessoryType) -> UIView {
        switch type {
        case .disclosureIndicator:
            return TableGlyphView(.disclosure)
        case .checkmark:
            return TableGlyphView(.checkmark)
        case .detailButton:
            return detailButton()
        case .detailDisclosureButton:
            let button = detailButton()
            let chevron = TableGlyphView(.disclosure)
            let gap = TableMetrics.detailDisclosureGap
            let height = max(button.frame.height, chevron.frame.height)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: button.frame.width + gap + chevron.frame.width, height: height))
            button.frame.origin = CGPoint(x: 0, y: (height - button.frame.height) / 2)
            chevron.frame.origin = CGPoint(x: button.frame.maxX + gap, y: (height - chevron.frame.height) / 2)
            container.addSubview(button)
            container.addSubview(chevron)
            return container
        case .none:
            return UIView()
        }
    }

    private static func detailButton() -> UIButton {
        let button = UIButton(type: .detailDisclosure)
        let size = button.intrinsicContentSize
        button.setFrameIfChanged(CGRect(x: 0, y: 0, width: max(size.width, 22), height: max(size.height, 22)))
        return button
    }

    /// Places the editing control, reorder control and accessory in a cell `width` wide
    /// whose content is `height` tall; answers the content view's leading and trailing x.
    func placeControls(width: CGFloat, height: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        var leading = context.style == .insetGrouped ? 0 : context.safeAreaLeft
        var trailing = width - (context.style == .insetGrouped ? 0 : context.safeAreaRight) - context.indexWidth
        let margin = context.contentMargin
        let editing = storedEditing && context.isInTable
        if editing, context.editingStyle != .none {
            let control = accessoryViews.editingControl ?? TableGlyphView(context.editingStyle == .delete ? .delete : .insert)
            accessoryViews.editingControl = control
            if control.superview !== self { addSubview(control) }
            control.frame.origin = CGPoint(x: leading + margin, y: pixelRound((height - control.frame.height) / 2))
            if shouldIndentWhileEditing && context.indentsWhileEditing { leading += TableMetrics.editingControlWidth }
        } else {
            accessoryViews.editingControl?.removeFromSuperview()
            accessoryViews.editingControl = nil
        }
        if editing, showsReorderControl, context.showsReorderControl {
            let control = accessoryViews.reorderControl ?? TableGlyphView(.reorder)
            accessoryViews.reorderControl = control
            if control.superview !== self { addSubview(control) }
            trailing -= TableMetrics.reorderControlWidth
            control.frame.origin = CGPoint(x: trailing + (TableMetrics.reorderControlWidth - control.frame.width) / 2,
                                           y: pixelRound((height - control.frame.height) / 2))
        } else {
            accessoryViews.reorderControl?.removeFromSuperview()
            accessoryViews.reorderControl = nil
        }
        if let system = accessoryViews.system, system !== currentAccessory { system.removeFromSuperview() }
        if let accessory = currentAccessory {
            if accessory.superview !== self { addSubview(accessory) }
            let intrinsic = accessory.intrinsicContentSize
            let size = accessory.frame.size == .zero ? CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height)) : accessory.frame.size
            let x = trailing - margin - size.width
            accessory.setFrameIfChanged(CGRect(x: x, y: pixelRound((height - size.height) / 2), width: size.width, height: size.height))
            trailing = x - TableMetrics.accessoryGap
        }
        leading += CGFloat(indentationLevel) * indentationWidth
        if isRightToLeft {
            mirrorControls(width: width)
            return (width - trailing, width - leading)
        }
        return (leading, trailing)
    }

    /// `value` on the display's pixel grid.
    func pixelRound(_ value: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return (value * scale).rounded() / scale
    }

    /// Flips the controls to the other side for right-to-left layouts.
    private func mirrorControls(width: CGFloat) {
        for view in [accessoryViews.editingControl, accessoryViews.reorderControl, currentAccessory].compactMap({ $0 }) {
            view.frame.origin.x = width - view.frame.maxX
        }
    }
}
