/// Recognizes a gesture on a view, UIKit's `UIGestureRecognizer`. Renders deliver no
/// touches, so recognizers are created, configured and attached as on iOS and never fire on
/// their own; `sendActions()` lets a test fire one as if its gesture ended.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    private struct TargetAction {
        weak var target: AnyObject?
        var action: Selector
    }

    private var targets: [TargetAction] = []

    /// A recognizer that sends `action` to `target` when it recognizes its gesture.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer decoded from an archive: not supported, so one with no target.
    public convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) {
        targets.append(TargetAction(target: target as AnyObject, action: action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject)) && (action == nil || entry.action == action)
        }
    }

    /// The recognizer's state (always `.possible`: no touches arrive).
    @exclusivity(unchecked) open var state = State.possible
    /// The view the recognizer is attached to.
    @exclusivity(unchecked) open internal(set) weak var view: UIView?
    @exclusivity(unchecked) open var isEnabled = true
    @exclusivity(unchecked) open weak var delegate: UIGestureRecognizerDelegate?
    @exclusivity(unchecked) open var cancelsTouchesInView = true
    @exclusivity(unchecked) open var delaysTouchesBegan = false
    @exclusivity(unchecked) open var delaysTouchesEnded = true
    @exclusivity(unchecked) open var requiresExclusiveTouchType = true
    open var allowedTouchTypes: [NSNumber] = []
    open var allowedPressTypes: [NSNumber] = []
    open var name: String?
    open var numberOfTouches: Int { 0 }
    private(set) var failureRequirements: [UIGestureRecognizer] = []

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// Where the gesture is in `view`'s coordinates (the attached view's center: no touch).
    open func location(in view: UIView?) -> CGPoint {
        guard let attached = self.view else { return .zero }
        let center = CGPoint(x: attached.bounds.midX, y: attached.bounds.midY)
        return attached.convert(center, to: view)
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        location(in: view)
    }

    open func reset() {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (subclasses decide
    /// for their whole class; false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Touches that began in the view (subclasses track their gesture here; no touch is
    /// delivered in a render).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches that moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches that ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches that the system cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Sends the recognizer's actions to their targets, as when its gesture is recognized
    /// (for tests that exercise target-action wiring).
    public func sendActions() {
        guard isEnabled else { return }
        for entry in targets {
            guard let target = entry.target else { continue }
            if case let .failure(error) = entry.action.invoke(on: target, with: [self]) {
                RenderIssues.report("\(type(of: self)) could not send \(entry.action) to \(type(of: target)): \(error)")
            }
        }
    }

    /// A recognizer's state, UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }
}
