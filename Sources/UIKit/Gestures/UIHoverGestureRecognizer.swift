/// Recognizes a pointer hovering, UIKit's `UIHoverGestureRecognizer`.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {}
