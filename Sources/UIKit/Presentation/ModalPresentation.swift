/// One modal presentation: who asked for it, what it shows, the context it covers and how far
/// it got. The context controller keeps it while it is shown.
@MainActor
final class ModalPresentation {
    enum State {
        /// Made, not shown yet: for the length of `present`, or for good when a check of
        /// the presentation controller refuses it.
        case pending
        case presented
        case dismissed
    }

    /// The controller `present(_:animated:completion:)` was called on.
    @exclusivity(unchecked) weak var source: UIViewController?
    /// The controller whose context the presentation covers: its `presentingViewController`.
    @exclusivity(unchecked) weak var context: UIViewController?
    /// The presented controller.
    let presented: UIViewController
    /// Places the presented view.
    let controller: UIPresentationController
    @exclusivity(unchecked) var state = State.pending
    let animated: Bool
    var completion: (() -> Void)?
    /// The container in the window, while shown.
    @exclusivity(unchecked) var container: PresentationContainerView?
    /// The presenting view UIKit took out of the window (full-screen styles), to put back.
    var removedView: (view: UIView, superview: UIView, index: Int)?
    /// Whether the presented controller was told it appears (so it is told it disappears).
    @exclusivity(unchecked) var appeared = false

    init(source: UIViewController, context: UIViewController, presented: UIViewController, controller: UIPresentationController,
         animated: Bool, completion: (() -> Void)?) {
        self.source = source
        self.context = context
        self.presented = presented
        self.controller = controller
        self.animated = animated
        self.completion = completion
    }

    /// Whether the presentation is pending or shown.
    var isActive: Bool { state != .dismissed }

    /// The style it shows in.
    var style: UIModalPresentationStyle { controller.presentationStyle }
}

/// Where presentation problems go: to the render in progress, else kept on the controller
/// until a render of it reports them (a catalog variant presents before its render starts).
@MainActor
enum PresentationIssues {
    static func report(_ message: String, on controller: UIViewController) {
        if RenderDiagnostics.current != nil {
            RenderIssues.report(message)
        } else {
            controller.unreportedPresentationIssues.append(message)
        }
    }
}
