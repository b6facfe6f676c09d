/// The presentation controller of popovers, UIKit's `UIPopoverPresentationController`: in
/// regular width a rounded box with an arrow pointing at its source (a view and rectangle, a
/// bar button item or a source item); in compact width it adapts to a sheet
/// (`adaptiveSheetPresentationController`) unless the delegate asks for `.none`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The sides the arrow may point out of.
    @exclusivity(unchecked) open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The view the popover points at.
    @exclusivity(unchecked) open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at; when never set, the view's
    /// bounds.
    open var sourceRect: CGRect {
        get { storedSourceRect ?? .zero }
        set { storedSourceRect = newValue }
    }
    @exclusivity(unchecked) private var storedSourceRect: CGRect?
    /// The bar button item the popover points at (deprecated in iOS 16 for `sourceItem`).
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }
    /// The item the popover points at.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The side the arrow points out of, once shown (`.unknown` before).
    @exclusivity(unchecked) open private(set) var arrowDirection = UIPopoverArrowDirection.unknown
    /// Views the user can still touch while the popover shows (kept).
    open var passthroughViews: [UIView]?
    /// The popover's background, arrow included; the system's material when nil.
    @exclusivity(unchecked) open var backgroundColor: UIColor?
    /// The margins the popover keeps from the screen's safe area (10 points each).
    open var popoverLayoutMargins = UIEdgeInsets(top: PresentationMetrics.popoverLayoutMargin, left: PresentationMetrics.popoverLayoutMargin,
                                                 bottom: PresentationMetrics.popoverLayoutMargin, right: PresentationMetrics.popoverLayoutMargin)
    /// Whether the popover may cover its source's rectangle (kept).
    @exclusivity(unchecked) open var canOverlapSourceViewRect = false

    /// The sheet the popover becomes in compact width; configure its detents there.
    public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: nil)

    /// A popover presentation controller for `presentedViewController`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// False: a popover covers part of the screen.
    open override var shouldPresentInFullscreen: Bool { false }

    /// The popover's box (its arrow outside it).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container, let geometry = popoverGeometry(in: container) else { return container?.bounds ?? .zero }
        return geometry.box
    }

    /// The rectangle the popover points at, in `view`'s coordinates: the source item's frame,
    /// else `sourceRect` (or the bounds) of `sourceView`.
    func sourceFrame(in view: UIView) -> CGRect? {
        if let sourceItem { return sourceItem.frame(in: view) }
        guard let sourceView, sourceView.window != nil, sourceView.window === view.window else { return nil }
        let rect = storedSourceRect.map { $0.isNull ? sourceView.bounds : $0 } ?? sourceView.bounds
        return sourceView.convert(rect, to: view)
    }

    /// The popover's box and arrow in `container`, nil without a source there.
    func popoverGeometry(in container: UIView) -> PopoverGeometry? {
        guard let source = sourceFrame(in: container) else { return nil }
        var content = presentedViewController.preferredContentSize
        if content.width <= 0 { content.width = PresentationMetrics.popoverDefaultContentSize.width }
        if content.height <= 0 { content.height = PresentationMetrics.popoverDefaultContentSize.height }
        let region = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        return PopoverGeometry.compute(source: source, content: content, region: region, permitted: permittedArrowDirections,
                                       scale: max(1, container.traitCollection.displayScale))
    }

    /// The fill when `backgroundColor` is nil: nil for the system's elevated background.
    var defaultBackgroundColor: UIColor? { nil }

    /// Whether the presentation shows as a popover (else as what it adapted to).
    var showsAsPopover: Bool { presentationStyle == .popover }

    override func presentationProblem() -> String? {
        if let delegate = delegate as? UIPopoverPresentationControllerDelegate { delegate.prepareForPopoverPresentation(self) }
        guard showsAsPopover, sourceView == nil, sourceItem == nil else { return nil }
        return "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before "
            + "the presentation occurs. (UIKit raises NSGenericException; nothing was presented: set popoverPresentationController.sourceView "
            + "and sourceRect, or sourceItem, before presenting.)"
    }

    override func layoutPresentation(in container: PresentationContainerView) {
        switch presentationStyle {
        case .popover:
            layoutPopover(in: container)
        case .pageSheet, .formSheet:
            let sheet = adaptiveSheetPresentationController
            sheet.attach(presenting: presentingViewController, style: presentationStyle)
            sheet.layoutSheet(in: container)
        default:
            super.layoutPresentation(in: container)
        }
    }

    /// Draws the popover's box and arrow and places the presented view in the box.
    func layoutPopover(in container: PresentationContainerView) {
        container.dimmingView.isHidden = true
        let chrome = container.chromeView
        chrome.showGrabber(false)
        guard let geometry = popoverGeometry(in: container) else {
            chrome.setFrameIfChanged(.zero)
            return
        }
        arrowDirection = geometry.direction
        chrome.setFrameIfChanged(geometry.chrome)
        let background = chrome.popoverBackground ?? PopoverBackgroundView()
        if background.superview !== chrome { chrome.insertSubview(background, at: 0) }
        chrome.popoverBackground = background
        background.setFrameIfChanged(chrome.bounds)
        background.fillColor = backgroundColor ?? defaultBackgroundColor
        background.shape = geometry.shape()
        let box = geometry.box.offsetBy(dx: -geometry.chrome.minX, dy: -geometry.chrome.minY)
        chrome.configure(cornerRadius: PresentationMetrics.popoverCornerRadius, corners: SheetGeometry.allCorners, contentFrame: box)
        presentedView?.setFrameIfChanged(chrome.clipView.bounds)
    }

    override func tearDown(in window: UIWindow?) {
        adaptiveSheetPresentationController.pushBack(false, in: window)
    }
}
