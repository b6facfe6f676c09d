/// The region text is laid out in, UIKit's `NSTextContainer` (TextKit), as far as a text
/// view uses it: the line fragment padding (5 points at each end of a line by default), a
/// line limit and how the last line breaks. Exclusion paths are kept but not honoured.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size (a text view keeps the width in step with its own).
    open var size: CGSize {
        didSet { changed() }
    }
    /// Space left at both ends of each line (5 by default).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { changed() }
    }
    /// The most lines laid out; 0 for no limit.
    open var maximumNumberOfLines = 0 {
        didSet { changed() }
    }
    /// How the last line breaks when the text is cut short.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping {
        didSet { changed() }
    }
    /// Whether the width follows the text view's.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// Areas text flows around (not honoured here).
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet {
            if !exclusionPaths.isEmpty { RenderIssues.report("NSTextContainer.exclusionPaths are not honoured; text is laid out in the full width.") }
        }
    }

    /// Called when a property changed (the text view lays out again).
    var onChange: (() -> Void)?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public convenience override init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    private func changed() {
        onChange?()
    }
}
