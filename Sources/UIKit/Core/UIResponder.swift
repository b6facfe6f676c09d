/// An object that can respond to events, UIKit's `UIResponder`: the base of views, view
/// controllers and the application. Nothing is touched in a render; the responder chain and
/// first-responder state are kept for code that reads them.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder: a view's view controller or superview, a view controller's
    /// view's superview.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// Whether this is the window's first responder.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Makes this the first responder if it can be one.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        FirstResponder.current = self
        return true
    }

    /// Stops being the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if FirstResponder.current === self { FirstResponder.current = nil }
        return true
    }

    /// A custom input view shown when this becomes first responder (not shown in renders).
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }

    /// Called when the object was loaded from a nib or storyboard (never, here: nothing is
    /// loaded from nibs). NSObject declares it on iOS; views and view controllers override it.
    open func awakeFromNib() {}

    /// Reloads the custom input and accessory views of the first responder (none show here).
    open func reloadInputViews() {}
    /// The keyboard the responder types with: none (no keyboards here).
    open var textInputMode: UITextInputMode? { nil }
    /// A name under which the keyboard remembers its language for this responder.
    open var textInputContextIdentifier: String? { nil }
    /// Keyboard shortcuts the responder handles (no keyboard here).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether the responder can perform `action`: when it implements it, else as the next
    /// responder says.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isPerformable(on: self) || (next?.canPerformAction(action, withSender: sender) ?? false)
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// The first responder: one for all main-actor work (`ThreadScoped`).
@preconcurrency @MainActor
enum FirstResponder {
    private final class Box {
        @exclusivity(unchecked) weak var responder: UIResponder?
    }

    private static let boxScope = ThreadScoped<Box>("UIKit.FirstResponder")
    private static var box: Box {
        boxScope.value { Box() }
    }

    static var current: UIResponder? {
        get { box.responder }
        set { box.responder = newValue }
    }
}

/// A touch, UIKit's `UITouch` (never delivered in a render).
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where the touch is in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    open var view: UIView? { nil }
    open var tapCount: Int { 0 }
    /// Where the touch is in its life: `.began` for a touch no event has moved (subclasses
    /// standing in for delivered touches in tests override it).
    open var phase: UITouch.Phase { .began }
    /// When the touch last changed, in seconds since system start.
    open var timestamp: TimeInterval { 0 }
}

/// An event, UIKit's `UIEvent` (never delivered in a render).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    open var allTouches: Set<UITouch>? { nil }
    open var timestamp: TimeInterval { 0 }
}
