/// Recognizes a two-finger rotation, UIKit's `UIRotationGestureRecognizer`.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    @exclusivity(unchecked) open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}
