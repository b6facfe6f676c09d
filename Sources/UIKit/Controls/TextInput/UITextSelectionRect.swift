import Foundation

/// One rectangle of a selection, UIKit's `UITextSelectionRect`: abstract; inputs return
/// their own.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// The rectangle, in the text input view's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in it.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether it holds the selection's start.
    open var containsStart: Bool { false }
    /// Whether it holds the selection's end.
    open var containsEnd: Bool { false }
    /// Whether the text in it runs vertically.
    open var isVertical: Bool { false }
    /// A transform applied to the rectangle (iOS 17).
    open var transform: CGAffineTransform { .identity }
}

/// A selection rectangle the standard text inputs make.
final class LineSelectionRect: UITextSelectionRect {
    private let storedRect: CGRect
    private let direction: NSWritingDirection
    private let holdsStart: Bool
    private let holdsEnd: Bool

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        direction = writingDirection
        holdsStart = containsStart
        holdsEnd = containsEnd
        super.init()
    }

    override var rect: CGRect { storedRect }
    override var writingDirection: NSWritingDirection { direction }
    override var containsStart: Bool { holdsStart }
    override var containsEnd: Bool { holdsEnd }
}
