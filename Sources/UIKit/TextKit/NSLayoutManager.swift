import Foundation

/// Lays a text storage out in text containers, UIKit's `NSLayoutManager` (TextKit 1), with
/// this project's text engine: the line breaking, fonts and line heights UILabel and
/// UITextView use, so what components measure agrees with what is drawn. Layout happens
/// when asked and is kept until the text or a container changes. Glyph indexes equal
/// character indexes (UTF-16 code units). Not main-actor isolated, as on iOS (use one from
/// one thread at a time).
open class NSLayoutManager: NSObject {
    /// The text laid out (held weakly, as iOS holds it unretained: keep the storage).
    @exclusivity(unchecked) open weak var textStorage: NSTextStorage? {
        didSet { cache = nil }
    }
    /// The containers the text flows through, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Told when layout finishes.
    @exclusivity(unchecked) open weak var delegate: NSLayoutManagerDelegate?
    /// Whether invisible characters are shown (kept; not drawn).
    @exclusivity(unchecked) open var showsInvisibleCharacters = false
    /// Whether control characters are shown (kept; not drawn).
    @exclusivity(unchecked) open var showsControlCharacters = false
    /// Whether the fonts' leading is used (kept; the engine's line heights are UIKit's).
    @exclusivity(unchecked) open var usesFontLeading = true
    /// Whether layout may skip parts of the text (kept; everything is laid out).
    @exclusivity(unchecked) open var allowsNonContiguousLayout = false
    /// Whether some text is not laid out: false.
    open var hasNonContiguousLayout: Bool { false }
    /// Whether text is hyphenated by default (kept).
    @exclusivity(unchecked) open var usesDefaultHyphenation = false
    /// Whether layout is limited for suspicious contents (kept).
    @exclusivity(unchecked) open var limitsLayoutForSuspiciousContents = false

    private var cache: (text: NSAttributedString, key: [ContainerKey], layout: TextKitLayout)?

    /// A layout manager with no storage or containers.
    public override init() {
        super.init()
    }

    // MARK: Containers

    /// Adds `container` after the others.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts `container` at `index`.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: min(max(0, index), textContainers.count))
        container.layoutManager = self
        cache = nil
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        cache = nil
    }

    /// Tells the layout manager that `container`'s size or settings changed.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        cache = nil
    }

    // MARK: Invalidating

    /// Called by the storage after edits: the layout is redone when next asked for.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        cache = nil
    }

    /// Forgets the layout of `charRange` (all of it, here).
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) {
        actualCharRange?.pointee = NSRange(location: 0, length: textStorage?.length ?? 0)
        cache = nil
    }

    /// Forgets the glyphs of `charRange` (all of the layout, here).
    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int,
                               actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Asks for `charRange` to be drawn again (every render draws everything).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    /// Asks for `glyphRange` to be drawn again.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}

    /// Lays out the text in `container` now.
    open func ensureLayout(for container: NSTextContainer) { _ = layout }
    /// Lays out the glyphs in `glyphRange` now.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = layout }
    /// Lays out the characters in `charRange` now.
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = layout }
    /// Lays out what falls in `bounds` of `container` now.
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ = layout }
    /// Generates the glyphs of `glyphRange` now.
    open func ensureGlyphs(forGlyphRange glyphRange: NSRange) {}
    /// Generates the glyphs of `charRange` now.
    open func ensureGlyphs(forCharacterRange charRange: NSRange) {}

    // MARK: Layout

    /// What a container's layout depends on besides the text.
    private struct ContainerKey: Equatable {
        let container: ObjectIdentifier
        let size: CGSize
        let padding: CGFloat
        let lines: Int
        let lineBreakMode: NSLineBreakMode
    }

    /// The current layout, redone when the text or a container changed.
    var layout: TextKitLayout {
        let text = textStorage.map { NSAttributedString(attributedString: $0) } ?? NSAttributedString(string: "")
        let key = textContainers.map {
            ContainerKey(container: ObjectIdentifier($0), size: $0.size, padding: $0.lineFragmentPadding, lines: $0.maximumNumberOfLines,
                         lineBreakMode: $0.lineBreakMode)
        }
        if let cache, cache.key == key, cache.text.isEqual(to: text) { return cache.layout }
        let layout = TextKitLayout(text: text, containers: textContainers)
        cache = (text, key, layout)
        for (index, fragment) in layout.fragments.enumerated() {
            let atEnd = index == layout.fragments.count - 1 || fragment.characters.location + fragment.characters.length >= layout.length
            delegate?.layoutManager(self, didCompleteLayoutFor: fragment.container, atEnd: atEnd)
        }
        return layout
    }
}

/// What a layout manager tells its delegate, UIKit's `NSLayoutManagerDelegate` (every method
/// optional).
public protocol NSLayoutManagerDelegate: AnyObject {
    /// Layout of `textContainer` finished; `layoutFinishedFlag` when all the text fit.
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool)
}

extension NSLayoutManagerDelegate {
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {}
}
