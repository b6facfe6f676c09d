/// Recognizes a drag from a screen edge, UIKit's `UIScreenEdgePanGestureRecognizer`.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
