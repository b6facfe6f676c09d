/// A view that responds to the user, UIKit's `UIControl`: enabled, highlighted and selected
/// states, and actions per event that tests can fire with `sendActions(for:)`.
open class Control: View {
    private struct Action {
        var events: Event
        var handler: (Control) -> Void
    }

    private var actions: [Action] = []

    /// Whether the control takes input; a disabled control draws its disabled look.
    public var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected (a tab, a toggle).
    public var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a touch is down on the control.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The current state.
    public var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when the state changed; subclasses update their look here.
    open func stateDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Calls `handler` when one of `events` happens (UIKit's `addAction(_:for:)`).
    public func addAction(for events: Event, _ handler: @escaping (Control) -> Void) {
        actions.append(Action(events: events, handler: handler))
    }

    /// Calls `action` on `target` when one of `events` happens, for as long as the target
    /// lives (UIKit's target-action, with a method reference instead of a selector):
    /// `button.addTarget(self, action: Screen.book, for: .touchUpInside)`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Control) -> Void, for events: Event) {
        actions.append(Action(events: events) { [weak target] control in
            guard let target else { return }
            action(target)(control)
        })
    }

    /// Removes every action for `events`.
    public func removeActions(for events: Event) {
        actions.removeAll { !$0.events.intersection(events).isEmpty }
    }

    /// Calls the actions registered for any of `events`, in the order they were added.
    public func sendActions(for events: Event) {
        for action in actions where !action.events.intersection(events).isEmpty {
            action.handler(self)
        }
    }

    /// A tap as a user makes it: highlight on touch down, then touch up inside, which sends
    /// the primary action too. A disabled control ignores it.
    public func simulateTap() {
        guard isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    open override var descriptionDetails: [String] {
        state == .normal ? [] : ["state = \(state)"]
    }
}
