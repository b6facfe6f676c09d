/// An alert or action sheet, UIKit's `UIAlertController`: a title, a message, actions and
/// (alerts only) text fields, drawn as iOS 17 draws them: a 270-point box centred over a
/// dimmed screen, or an action sheet at the bottom of an iPhone's screen and in a popover on
/// an iPad (docs/PRESENTATION.md, "Alerts").
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kinds of alert controller, UIKit's `UIAlertController.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// A sheet of buttons from the bottom (a popover in regular width).
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    @exclusivity(unchecked) private var style = Style.alert

    /// An alert controller showing `title` and `message` in `preferredStyle`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        style = preferredStyle
        self.title = title
        self.message = message
        modalPresentationStyle = preferredStyle == .alert ? .custom : .popover
    }

    /// An alert with no title, message or actions (use `init(title:message:preferredStyle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// An alert decoded from a storyboard (UIKit does not make them so).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The style the alert was made with.
    open var preferredStyle: Style { style }

    /// The title, bold above the message.
    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// The message below the title.
    open var message: String? {
        didSet { contentDidChange() }
    }

    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []

    /// The action shown bold (alerts); the cancel action when nil.
    @exclusivity(unchecked) open var preferredAction: UIAlertAction? {
        didSet { contentDidChange() }
    }

    /// The text fields, in the order added (alerts only); nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    /// Adds `action` as a button. A second cancel action is refused, as UIKit refuses it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            PresentationIssues.report("UIAlertController can only have one action with a style of UIAlertActionStyleCancel. "
                + "(UIKit raises NSInternalInconsistencyException; \"\(action.title ?? "")\" was not added.)", on: self)
            return
        }
        action.alertController = self
        actions.append(action)
        contentDidChange()
    }

    /// Adds a text field (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard style == .alert else {
            PresentationIssues.report("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert. "
                + "(UIKit raises NSInternalInconsistencyException; no text field was added.)", on: self)
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .preferredFont(forTextStyle: .footnote)
        field.borderStyle = .none
        configurationHandler?(field)
        fields.append(field)
        contentDidChange()
    }

    /// Makes the alert's view: the box, or an action sheet's groups.
    open override func loadView() {
        view = AlertView(controller: self)
    }

    override var automaticModalPresentationStyle: UIModalPresentationStyle { style == .alert ? .custom : .popover }

    /// Whether the action sheet shows as a popover (its cancel button then hidden).
    @exclusivity(unchecked) var showsAsPopover = false {
        didSet { if showsAsPopover != oldValue { contentDidChange() } }
    }

    /// The alert's view, once loaded.
    var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// An action's state or the content changed: lay out again.
    func actionsDidChange() {
        contentDidChange()
    }

    private func contentDidChange() {
        alertView?.reload()
        incomingPresentation?.container?.setNeedsLayout()
    }

    /// The button of `action` was tapped: dismisses the alert, then runs the handler.
    func actionTapped(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}
