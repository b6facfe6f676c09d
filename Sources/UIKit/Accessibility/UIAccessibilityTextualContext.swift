/// What kind of text an element shows, so VoiceOver can read it fittingly, UIKit's
/// `UIAccessibilityTextualContext`.
public struct UIAccessibilityTextualContext: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A context with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Prose in a word processor.
    public static let wordProcessing = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextWordProcessing")
    /// Text in a narrative, such as a book.
    public static let narrative = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextNarrative")
    /// Messages in a chat.
    public static let messaging = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextMessaging")
    /// A spreadsheet.
    public static let spreadsheet = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSpreadsheet")
    /// A file system listing.
    public static let fileSystem = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextFileSystem")
    /// Source code.
    public static let sourceCode = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSourceCode")
    /// A console's output.
    public static let console = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextConsole")
}
