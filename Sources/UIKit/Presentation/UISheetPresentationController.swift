/// The presentation controller of page and form sheets, UIKit's
/// `UISheetPresentationController`: on an iPhone (compact width) a sheet attached to the
/// bottom edge that rests at one of its detents, the screen behind it pushed back at full
/// height; on an iPad (regular width) a card centred over a dimmed screen. Metrics and
/// sources: docs/PRESENTATION.md.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest first once resolved (`[.large()]` by
    /// default).
    open var detents: [Detent] = [.large()] {
        didSet { container?.setNeedsLayout() }
    }

    /// The detent the sheet rests at; nil rests it at the smallest detent.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { container?.setNeedsLayout() }
    }

    /// The largest detent at which the screen behind is not dimmed; nil dims it at every
    /// detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { container?.setNeedsLayout() }
    }

    /// Whether the grabber shows at the sheet's top.
    @exclusivity(unchecked) open var prefersGrabberVisible = false {
        didSet { container?.setNeedsLayout() }
    }

    /// The radius of the sheet's corners; nil for the system's.
    @exclusivity(unchecked) open var preferredCornerRadius: CGFloat? {
        didSet { container?.setNeedsLayout() }
    }

    /// Whether the sheet stays attached to the bottom edge in compact height (else it fills
    /// the screen there).
    @exclusivity(unchecked) open var prefersEdgeAttachedInCompactHeight = false {
        didSet { container?.setNeedsLayout() }
    }

    /// Whether an edge-attached sheet takes the presented controller's preferred width
    /// where the environment is not compact width and regular height.
    @exclusivity(unchecked) open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { container?.setNeedsLayout() }
    }

    /// Whether scrolling to the edge of the sheet's scroll view expands it (kept; nothing
    /// scrolls in a render).
    @exclusivity(unchecked) open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether a form sheet sizes like a page (iOS 17; kept).
    @exclusivity(unchecked) open var prefersPageSizing = true

    /// The view the sheet is anchored to in a compact-height, regular-width environment
    /// (kept).
    @exclusivity(unchecked) open var sourceView: UIView?

    /// The black backdrop and the view pushed back behind a full-height sheet.
    @exclusivity(unchecked) var pushBackdrop: UIView?
    @exclusivity(unchecked) weak var pushedBackView: UIView?

    /// The detents as resolved the last time the sheet laid out: identifier and value.
    private(set) var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] = []

    /// A sheet presentation controller for `presentedViewController`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Runs `changes` (detents, selection) and lays the sheet out again; nothing animates.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        container?.setNeedsLayout()
    }

    /// Resolves the detents again on the next layout.
    open func invalidateDetents() {
        container?.setNeedsLayout()
    }

    /// False: the screen stays visible around or behind the sheet.
    open override var shouldPresentInFullscreen: Bool { false }

    /// The sheet's frame at its current detent (docs/PRESENTATION.md, "Sheets").
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container else { return .zero }
        return geometry(in: container).frame
    }

    /// The sheet's place in `container` (see `UISheetPresentationController+Layout`).
    func geometry(in container: UIView) -> SheetGeometry {
        let geometry = SheetGeometry.compute(for: self, in: container)
        resolvedDetents = geometry.detents
        return geometry
    }

    override var dimsBackground: Bool {
        guard let container else { return true }
        return geometry(in: container).dimmed
    }

    override func layoutPresentation(in container: PresentationContainerView) {
        layoutSheet(in: container)
    }

    override func tearDown(in window: UIWindow?) {
        pushBack(false, in: window)
    }
}
