/// An alert controller's view: the alert box, or an action sheet's group of buttons and its
/// cancel group, laid out with UIKit's metrics (`AlertView+Layout`).
@MainActor
final class AlertView: UIView {
    /// How the alert shows.
    enum Mode {
        case alert, actionSheet, popover
    }

    unowned let controller: UIAlertController
    /// The box (an action sheet's main group) with the labels, fields and buttons.
    let mainGroup = UIView()
    /// An action sheet's cancel button, in a group of its own.
    let cancelGroup = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The text fields in their bordered containers.
    private(set) var fieldContainers: [UIView] = []
    /// One button per shown action, in display order.
    private(set) var actionViews: [AlertActionView] = []
    /// Hairlines between the header and the buttons and between buttons.
    private(set) var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .clear
        for group in [mainGroup, cancelGroup] {
            group.layer.cornerRadius = PresentationMetrics.alertCornerRadius
            group.layer.cornerCurve = .continuous
            group.layer.masksToBounds = true
            addSubview(group)
        }
        cancelGroup.backgroundColor = AlertView.cancelColor
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        reload()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// How the alert shows: an alert, or an action sheet at the bottom or in a popover.
    var mode: Mode {
        if controller.preferredStyle == .alert { return .alert }
        return controller.showsAsPopover ? .popover : .actionSheet
    }

    /// The blur material UIKit draws behind alerts, approximated by a flat color (estimated).
    static let materialColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
            : UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 1)
    })

    /// The background of an action sheet's cancel button (estimated).
    static let cancelColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1) : .white
    })

    /// Rebuilds the labels, fields, buttons and separators from the controller.
    func reload() {
        mainGroup.backgroundColor = mode == .popover ? .clear : AlertView.materialColor
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.isHidden = (controller.title ?? "").isEmpty
        messageLabel.isHidden = (controller.message ?? "").isEmpty
        fieldContainers.forEach { $0.removeFromSuperview() }
        fieldContainers = (controller.textFields ?? []).map { field in
            let container = UIView()
            container.backgroundColor = .systemBackground
            container.layer.borderWidth = 1 / max(1, traitCollection.displayScale)
            container.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
            container.addSubview(field)
            mainGroup.addSubview(container)
            return container
        }
        actionViews.forEach { $0.removeFromSuperview() }
        actionViews = orderedActions().map { action in
            let view = AlertActionView(action: action, controller: controller)
            (action.style == .cancel && mode == .actionSheet ? cancelGroup : mainGroup).addSubview(view)
            return view
        }
        cancelGroup.isHidden = !actionViews.contains { $0.superview === cancelGroup }
        setNeedsLayout()
    }

    /// The actions in display order: added order with the cancel action last (an action
    /// sheet in a popover hides it, as UIKit does).
    private func orderedActions() -> [UIAlertAction] {
        let others = controller.actions.filter { $0.style != .cancel }
        let cancel = controller.actions.filter { $0.style == .cancel }
        return mode == .popover ? others : others + cancel
    }

    /// Replaces the separators with hairlines at `frames` in the main group.
    func setSeparators(_ frames: [CGRect]) {
        guard separators.map(\.frame) != frames else { return }
        separators.forEach { $0.removeFromSuperview() }
        separators = frames.map { frame in
            let separator = UIView(frame: frame)
            separator.backgroundColor = .separator
            mainGroup.addSubview(separator)
            return separator
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: LayoutNumber.ceil(arrange(width: size.width, apply: false), scale: max(1, traitCollection.displayScale)))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, apply: true)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        for container in fieldContainers { container.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor }
    }
}
