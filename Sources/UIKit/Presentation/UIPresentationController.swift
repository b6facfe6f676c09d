/// What places a presented view controller's view on screen, UIKit's
/// `UIPresentationController`: made for the presented controller's
/// `modalPresentationStyle`, it owns the container view the presented view sits in, says
/// where the presented view goes, and adapts the style to the size class. This base class
/// covers the full-screen styles; `UISheetPresentationController` and
/// `UIPopoverPresentationController` the others.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment {
    /// A presentation controller for `presentedViewController`, shown by
    /// `presentingViewController` (the presentation context; nil until presented).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presented = presentedViewController
        self.storedPresenting = presentingViewController
        self.createdStyle = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The controller whose view this presentation shows. The presented controller keeps its
    /// presentation controller, not the other way round.
    private unowned let presented: UIViewController
    @exclusivity(unchecked) private weak var storedPresenting: UIViewController?
    /// The style this controller was made for (`modalPresentationStyle` at the time).
    let createdStyle: UIModalPresentationStyle

    /// The presented view controller.
    open var presentedViewController: UIViewController { presented }

    /// The view controller whose context the presentation covers (the presented controller
    /// itself before the presentation happens).
    open var presentingViewController: UIViewController { storedPresenting ?? presented }

    /// The presentation style, after adaptation.
    open var presentationStyle: UIModalPresentationStyle { resolvedStyle ?? PresentationStyles.declared(createdStyle, of: presented) }

    /// The style chosen when the presentation happened.
    @exclusivity(unchecked) var resolvedStyle: UIModalPresentationStyle?

    /// The view the presented view and the chrome around it sit in.
    open var containerView: UIView? { container }
    @exclusivity(unchecked) weak var container: PresentationContainerView?

    /// The presented controller's view.
    open var presentedView: UIView? { presented.viewIfLoaded }

    /// Where the presented view goes in the container: the whole container unless a subclass
    /// says otherwise.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view leaves the hierarchy once the presented view
    /// covers it (true for `.fullScreen` and `.currentContext`).
    open var shouldRemovePresentersView: Bool {
        [.fullScreen, .currentContext].contains(presentationStyle)
    }

    /// The delegate asked how to adapt and told of dismissals.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Traits the presented controller gets over the container's.
    @exclusivity(unchecked) open var overrideTraitCollection: UITraitCollection? {
        didSet { presented.presentationTraitsDidChange() }
    }

    /// The style the presentation adapts to in the current traits.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style the presentation adapts to in `traitCollection`: `.none` (no adaptation)
    /// for the full-screen styles.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        PresentationStyles.adapted(presentationStyle, in: traitCollection) ?? .none
    }

    /// The traits of the container (the presenting context's before it exists).
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? storedPresenting?.traitCollection ?? presented.traitCollection
    }

    /// Called when the container's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// The presentation is starting: the presented view is in the container.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` is true: nothing animates here).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is starting.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The size a child content container gets: the parent's.
    open func size(forChildContentContainer container: AnyObject, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    // MARK: Machinery

    /// Ties the controller to the context it covers when the presentation happens.
    func attach(presenting: UIViewController, style: UIModalPresentationStyle?) {
        storedPresenting = presenting
        if let style { resolvedStyle = style }
    }

    /// Whether the presentation dims what is behind it.
    var dimsBackground: Bool { false }

    /// Whether the presented controller's traits are raised to the elevated level.
    var elevatesPresentedTraits: Bool { !shouldPresentInFullscreen }

    /// Places the presented view, its chrome and the dimming in `container`.
    func layoutPresentation(in container: PresentationContainerView) {
        container.dimmingView.isHidden = !dimsBackground
        container.chromeView.setFrameIfChanged(frameOfPresentedViewInContainerView)
        container.chromeView.configure(cornerRadius: 0, corners: [])
        container.chromeView.showGrabber(false)
        presentedView?.setFrameIfChanged(container.chromeView.clipView.bounds)
    }

    /// The style the presentation shows in, given the container's traits: the declared one,
    /// adapted in a compact environment as the delegate (or UIKit's default) says.
    func resolveStyle(in traits: UITraitCollection) -> UIModalPresentationStyle {
        let declared = PresentationStyles.declared(createdStyle, of: presented)
        guard let adapted = PresentationStyles.adapted(declared, in: traits) else { return declared }
        switch delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic {
        case .automatic: return adapted
        case .none: return declared
        case let answer: return answer
        }
    }

    /// What keeps this presentation from showing, in UIKit's words (nil: it can show).
    func presentationProblem() -> String? { nil }

    /// Undoes what the layout did outside the container (a pushed-back screen).
    func tearDown(in window: UIWindow?) {}
}
