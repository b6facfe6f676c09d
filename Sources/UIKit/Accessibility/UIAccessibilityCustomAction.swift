import Foundation

/// An action an assistive technology offers on an element (VoiceOver's Actions rotor),
/// UIKit's `UIAccessibilityCustomAction`: a name (plain or attributed, kept in step), an
/// optional image, and either a target and selector or a handler. No assistive technology
/// runs on Linux, so nothing performs an action; its values are kept for code and tests
/// that read them.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The closure an action runs, UIKit's `UIAccessibilityCustomAction.Handler`: it returns
    /// whether the action succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    @exclusivity(unchecked) private var storedName: NSAttributedString

    /// The action's localized name.
    open var name: String {
        get { storedName.string }
        set { storedName = NSAttributedString(string: newValue) }
    }

    /// The name with attributes (a language or pitch for speech).
    open var attributedName: NSAttributedString {
        get { storedName }
        set { storedName = NSAttributedString(attributedString: newValue) }
    }

    /// An image shown next to the name by assistive technologies that show one.
    @exclusivity(unchecked) open var image: UIImage?
    /// The object the selector is performed on (held weakly, as on iOS).
    @exclusivity(unchecked) open weak var target: AnyObject?
    /// The selector performed on the target.
    open var selector: Selector?
    /// The closure run in place of a target and selector.
    open var actionHandler: Handler?
    /// The name of the group the action is listed under.
    open var category: String?

    /// An action performing `selector` on `target`.
    public init(name: String, target: Any?, selector: Selector) {
        storedName = NSAttributedString(string: name)
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action with an attributed name performing `selector` on `target`.
    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        storedName = NSAttributedString(attributedString: attributedName)
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action with an image performing `selector` on `target`.
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    /// An action with an attributed name and an image performing `selector` on `target`.
    public convenience init(attributedName: NSAttributedString, image: UIImage?, target: Any?, selector: Selector) {
        self.init(attributedName: attributedName, target: target, selector: selector)
        self.image = image
    }

    /// An action running `actionHandler`.
    public init(name: String, actionHandler: @escaping Handler) {
        storedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an attributed name running `actionHandler`.
    public init(attributedName: NSAttributedString, actionHandler: @escaping Handler) {
        storedName = NSAttributedString(attributedString: attributedName)
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image running `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// An action with an attributed name and an image running `actionHandler`.
    public convenience init(attributedName: NSAttributedString, image: UIImage?, actionHandler: @escaping Handler) {
        self.init(attributedName: attributedName, actionHandler: actionHandler)
        self.image = image
    }
}

/// The closure an accessibility custom action runs, UIKit's
/// `UIAccessibilityCustomActionHandler`.
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool
