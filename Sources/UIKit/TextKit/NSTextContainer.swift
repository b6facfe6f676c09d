import Foundation

/// The region text is laid out in, UIKit's `NSTextContainer` (TextKit 1): a size, the line
/// fragment padding (5 points at each end of a line by default), a line limit and how the
/// last line breaks. A layout manager lays its text storage out in its containers with this
/// project's text engine, the one labels and text views draw with. Not main-actor isolated,
/// as on iOS (use one from one thread at a time). Exclusion paths are kept but not honoured.
open class NSTextContainer: NSObject {
    /// The container's size; a height or width of 10,000,000 or more is unlimited.
    @exclusivity(unchecked) open var size: CGSize {
        didSet { changed() }
    }
    /// Space left at both ends of each line (5 by default).
    @exclusivity(unchecked) open var lineFragmentPadding: CGFloat = 5 {
        didSet { changed() }
    }
    /// The most lines laid out; 0 for no limit.
    @exclusivity(unchecked) open var maximumNumberOfLines = 0 {
        didSet { changed() }
    }
    /// How the last line breaks when the text is cut short by the line limit.
    @exclusivity(unchecked) open var lineBreakMode = NSLineBreakMode.byWordWrapping {
        didSet { changed() }
    }
    /// Whether the width follows the text view's.
    @exclusivity(unchecked) open var widthTracksTextView = true
    /// Whether the height follows the text view's.
    @exclusivity(unchecked) open var heightTracksTextView = false
    /// Areas text flows around (kept; text is laid out in the full width here).
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet { changed() }
    }
    /// The layout manager the container belongs to.
    @exclusivity(unchecked) open weak var layoutManager: NSLayoutManager?
    /// The text view showing the container.
    @exclusivity(unchecked) open weak var textView: UITextView?

    /// Whether the container is a plain rectangle: true unless it has exclusion paths.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// Called when a property changed (the text view lays out again).
    var onChange: (() -> Void)?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// An unlimited container.
    public convenience override init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    /// Moves the container, with its siblings and text storage, to `newLayoutManager`.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager else { return }
        let containers = old.textContainers
        let storage = old.textStorage
        while !old.textContainers.isEmpty { old.removeTextContainer(at: 0) }
        storage?.removeLayoutManager(old)
        containers.forEach(newLayoutManager.addTextContainer)
        storage?.addLayoutManager(newLayoutManager)
    }

    /// The line fragment for a proposed rectangle: the part of it inside the container
    /// (the container is a rectangle here), with nothing remaining.
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int, writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        remainingRect?.pointee = .zero
        return proposedRect.intersection(CGRect(origin: .zero, size: size))
    }

    private func changed() {
        layoutManager?.textContainerChangedGeometry(self)
        onChange?()
    }
}
