/// Recognizes a two-finger rotation, UIKit's `UIRotationGestureRecognizer`.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}
