/// A menu item that sends an action up the responder chain, UIKit's `UICommand` (menus are
/// not shown in renders; commands keep their values for code and tests that read them).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The message sent up the responder chain.
    open private(set) var action: Selector
    /// A value the command carries for the action method to read.
    open private(set) var propertyList: Any?
    /// Variants of the command chosen with modifier keys.
    open private(set) var alternates: [UICommandAlternate]
    /// A title for the keyboard shortcut overlay.
    open var discoverabilityTitle: String?
    /// How the command looks and behaves.
    @exclusivity(unchecked) open var attributes: UIMenuElement.Attributes
    /// Whether the command shows a checkmark.
    @exclusivity(unchecked) open var state: UIMenuElement.State

    /// A command sending `action`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }
}

/// A variant of a command chosen with modifier keys, UIKit's `UICommandAlternate`.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The variant's title.
    open private(set) var title: String
    /// The message the variant sends.
    open private(set) var action: Selector
    /// The keys held to choose the variant.
    @exclusivity(unchecked) open private(set) var modifierFlags: UIKeyModifierFlags

    /// A variant sending `action` while `modifierFlags` are held.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// A command with a keyboard shortcut, UIKit's `UIKeyCommand` (no keyboard here).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key pressed.
    open private(set) var input: String?
    /// The modifier keys held with it.
    @exclusivity(unchecked) open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the shortcut works while a text field is editing (iOS 15).
    @exclusivity(unchecked) open var wantsPriorityOverSystemBehavior = false

    /// A shortcut for `input` with `modifierFlags` sending `action`.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A shortcut for `input` with `modifierFlags` sending `action`, without a title.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The input of the up arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The input of the down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The input of the left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The input of the right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The input of the escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
}

/// Modifier keys, UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Flags with `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
