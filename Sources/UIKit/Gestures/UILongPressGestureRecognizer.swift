/// Recognizes a press held in place, UIKit's `UILongPressGestureRecognizer`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    @exclusivity(unchecked) open var numberOfTapsRequired = 0
    @exclusivity(unchecked) open var numberOfTouchesRequired = 1
    @exclusivity(unchecked) open var minimumPressDuration: TimeInterval = 0.5
    @exclusivity(unchecked) open var allowableMovement: CGFloat = 10
}
