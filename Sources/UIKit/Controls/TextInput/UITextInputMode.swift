import Foundation

/// A keyboard and its language, UIKit's `UITextInputMode`. There are no keyboards here:
/// `activeInputModes` is empty and responders have no current mode.
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// The keyboard's language ("ja-JP", "emoji").
    open var primaryLanguage: String? { nil }

    /// The keyboards the user has turned on: none.
    open class var activeInputModes: [UITextInputMode] { [] }

    /// The keyboard changed (never posted here).
    nonisolated public static let currentInputModeDidChangeNotification = NSNotification.Name("UITextInputCurrentInputModeDidChangeNotification")
}
