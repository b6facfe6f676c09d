/// A view that sends actions, UIKit's `UIControl`: enabled, selected and highlighted states
/// that subclasses draw, content alignment, and target-action or `UIAction` handlers per
/// event. Touches never arrive in a render; `sendActions(for:)` fires handlers as UIKit
/// does when an event happens.
@preconcurrency @MainActor
open class UIControl: UIView {
    private struct TargetAction {
        weak var target: AnyObject?
        var action: Selector
        var events: Event
    }

    private var targetActions: [TargetAction] = []
    private var actionHandlers: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        coder.decodeNibAttributes(of: self, level: UIControl.self)
    }

    /// A control that runs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control responds (disabled controls draw dimmed).
    @exclusivity(unchecked) open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    @exclusivity(unchecked) open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The state from the flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    /// How content sits across the width.
    @exclusivity(unchecked) open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { controlStateDidChange() }
    }

    /// How content sits across the height.
    @exclusivity(unchecked) open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { controlStateDidChange() }
    }

    /// The horizontal alignment with `leading`/`trailing` resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return isRightToLeft ? .right : .left
        case .trailing: return isRightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// A menu shown from the control (menus are not shown in renders).
    @exclusivity(unchecked) open var menu: UIMenu?
    @exclusivity(unchecked) open var showsMenuAsPrimaryAction = false
    @exclusivity(unchecked) open var isContextMenuInteractionEnabled = false
    open var toolTip: String?
    @exclusivity(unchecked) open var isSymbolAnimationEnabled = false

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed; controls update
    /// their look.
    package func controlStateDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Target-action

    /// Sends `action` to `target` (up the responder chain when nil) for `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        if let index = targetActions.firstIndex(where: { $0.target === (target as AnyObject?) && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append(TargetAction(target: target as AnyObject?, action: action, events: controlEvents))
        }
    }

    /// Stops sending `action` (any, when nil) to `target` (any, when nil) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        for index in targetActions.indices.reversed() {
            let entry = targetActions[index]
            guard target == nil || entry.target === (target as AnyObject?), action == nil || entry.action == action else { continue }
            targetActions[index].events.subtract(controlEvents)
            if targetActions[index].events.isEmpty || controlEvents == .allEvents { targetActions.remove(at: index) }
        }
    }

    /// Runs `action`'s handler for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionHandlers.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actionHandlers.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionHandlers.removeAll { $0.action === action && $0.events.isSubset(of: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actionHandlers.removeAll { $0.action.identifier == actionIdentifier && $0.events.isSubset(of: controlEvents) }
    }

    /// The targets with actions.
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    /// Every event something is sent for.
    open var allControlEvents: Event {
        (targetActions.map(\.events) + actionHandlers.map(\.events)).reduce(Event()) { $0.union($1) }
    }

    /// The names of the actions sent to `target` for `controlEvent`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targetActions.filter { $0.target === (target as AnyObject?) && !$0.events.isDisjoint(with: controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Runs every handler and sends every action registered for `controlEvents`, as when the
    /// events happen.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actionHandlers where !events.isDisjoint(with: controlEvents) {
            action.perform(sender: self)
        }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action, to: entry.target, for: nil)
        }
    }

    /// Sends `action` to `target` (or up the responder chain).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action`'s handler.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Types

    /// A control's state, UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What happened to a control, UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal content alignment, UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// Vertical content alignment, UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        case center = 0, top, bottom, fill
    }
}
