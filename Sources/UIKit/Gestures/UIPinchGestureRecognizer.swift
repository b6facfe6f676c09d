/// Recognizes a pinch, UIKit's `UIPinchGestureRecognizer`.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    @exclusivity(unchecked) open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}
