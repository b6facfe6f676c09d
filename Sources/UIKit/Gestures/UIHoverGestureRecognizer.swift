/// Recognizes a pointer hovering, UIKit's `UIHoverGestureRecognizer`.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {}
