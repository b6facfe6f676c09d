/// A container view controller that lays its bars and content out in its root view
/// (navigation and tab bar controllers).
@preconcurrency @MainActor
protocol BarLayingController: AnyObject {
    /// Places the bars in `container` and sizes the content controller's view.
    func layoutBars(in container: UIView)
}
