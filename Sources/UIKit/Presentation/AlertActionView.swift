/// One button of an alert or action sheet: the action's title centred in the tint color (red
/// when destructive, gray when disabled), bold when it is the preferred or cancel action.
@MainActor
final class AlertActionView: UIControl {
    let action: UIAlertAction
    unowned let controller: UIAlertController
    let titleLabel = UILabel()

    init(action: UIAlertAction, controller: UIAlertController) {
        self.action = action
        self.controller = controller
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        style()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Whether the title is bold: an alert's preferred action (the cancel action when none
    /// is preferred); an action sheet's cancel or preferred action.
    private var isBold: Bool {
        if controller.preferredStyle == .alert {
            return action === (controller.preferredAction ?? controller.actions.first { $0.style == .cancel })
        }
        return action.style == .cancel || action === controller.preferredAction
    }

    /// The title's width at its font.
    var titleWidth: CGFloat {
        style()
        return titleLabel.sizeThatFits(CGSize(width: 0, height: 0)).width
    }

    /// Sets the title's font and color.
    private func style() {
        let traits = traitCollection
        let font: UIFont
        if controller.preferredStyle == .alert {
            font = .preferredFont(forTextStyle: isBold ? .headline : .body, compatibleWith: traits)
        } else {
            let size = UIFontMetrics(forTextStyle: .body).scaledValue(for: PresentationMetrics.actionSheetActionFontSize, compatibleWith: traits)
            font = isBold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        }
        let color: UIColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
        if titleLabel.font != font { titleLabel.font = font }
        if titleLabel.textColor != color { titleLabel.textColor = color }
        if isEnabled != action.isEnabled { isEnabled = action.isEnabled }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        style()
        titleLabel.setFrameIfChanged(bounds.insetBy(dx: PresentationMetrics.actionContentMargin, dy: 0))
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        style()
    }

    /// Sends the events' actions; a touch up inside taps the alert's button.
    override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.touchUpInside) || controlEvents.contains(.primaryActionTriggered) { controller.actionTapped(action) }
    }
}
