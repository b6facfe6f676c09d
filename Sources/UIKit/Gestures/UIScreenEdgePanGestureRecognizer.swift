/// Recognizes a drag from a screen edge, UIKit's `UIScreenEdgePanGestureRecognizer`.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
