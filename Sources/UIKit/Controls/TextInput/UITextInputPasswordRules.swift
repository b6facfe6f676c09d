/// Rules AutoFill follows when it makes a password, UIKit's `UITextInputPasswordRules`
/// (kept; no passwords are made here).
@preconcurrency @MainActor
open class UITextInputPasswordRules: NSObject {
    /// The rules in Apple's password rules language ("required: upper; minlength: 8;").
    open private(set) var passwordRulesDescriptor: String

    /// Rules from `passwordRulesDescriptor`.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }
}
