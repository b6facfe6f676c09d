/// How the keyboard should behave for a text input, UIKit's `UITextInputTraits`. Every
/// property is optional on iOS, so each has a default here that a conformer's own property
/// replaces (`UITextField` and `UITextView` store them all). No keyboard shows on Linux: the
/// values are kept for code and tests that read them.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When to capitalize automatically.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether to autocorrect.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether to check spelling.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether to use smart quotes.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether to use smart dashes.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether to add and remove spaces around pasted text.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Whether to show inline predictions (iOS 17).
    var inlinePredictionType: UITextInlinePredictionType { get set }
    /// The keyboard to show.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key waits for text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for AutoFill.
    var textContentType: UITextContentType! { get set }
    /// Rules for generated passwords.
    var passwordRules: UITextInputPasswordRules? { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set {}
    }
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set {}
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set {}
    }
    public var inlinePredictionType: UITextInlinePredictionType {
        get { .default }
        set {}
    }
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
    public var passwordRules: UITextInputPasswordRules? {
        get { nil }
        set {}
    }
}

/// Whether a text input shows inline predictions, UIKit's `UITextInlinePredictionType`.
public enum UITextInlinePredictionType: Int, Hashable, Sendable {
    case `default`, no, yes
}
