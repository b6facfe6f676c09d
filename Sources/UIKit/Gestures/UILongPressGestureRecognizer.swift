/// Recognizes a press held in place, UIKit's `UILongPressGestureRecognizer`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
}
