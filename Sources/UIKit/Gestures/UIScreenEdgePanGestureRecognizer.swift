/// Recognizes a drag from a screen edge, UIKit's `UIScreenEdgePanGestureRecognizer`.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    @exclusivity(unchecked) open var edges: UIRectEdge = []
}
