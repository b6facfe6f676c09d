/// A screen's controller, UIKit's `UIViewController`: loads its view on first access
/// (`loadView()`, then `viewDidLoad()`), hosts child controllers, passes traits down to its
/// view with its own overrides, adds its safe-area insets, keeps the system minimum margins
/// on its root view, and hears of appearance and layout as on iOS.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    @exclusivity(unchecked) private var storedView: UIView?
    @exclusivity(unchecked) private var isLoadingView = false

    /// A controller with no nib (the only kind here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        creationTraits = UITraitCollection.current
        super.init()
    }

    /// A controller decoded from a storyboard scene (its title, items and Storyboard ID; its
    /// view loads from the scene when first asked for), or from another coder.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        creationTraits = UITraitCollection.current
        super.init()
        coder.decodeNibController(self)
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Encodes the controller's state (state restoration); subclasses add theirs after
    /// calling super. The controller itself archives nothing here.
    open func encode(with coder: NSCoder) {}

    open var nibName: String?
    @exclusivity(unchecked) open var nibBundle: Bundle?
    /// The storyboard the controller came from; nil for one made in code or from a xib.
    open var storyboard: UIStoryboard? { storyboardScene?.storyboard }
    /// The storyboard scene the controller came from, whose view it loads.
    var storyboardScene: StoryboardScene?

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if storedView == nil { loadViewIfNeeded() }
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
            newValue?.resolveTraits()
        }
    }

    /// The view if it is loaded.
    open var viewIfLoaded: UIView? { storedView }
    /// Whether the view is loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view: from the controller's storyboard scene, else from its nib (`nibName`,
    /// or when nil a xib named after the class, without then with "Controller"), else a plain
    /// view the size of the screen.
    open func loadView() {
        if let scene = storyboardScene {
            scene.loadView(of: self)
            return
        }
        if loadViewFromNib() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        traitCollection.performAsCurrent { loadView() }
        isLoadingView = false
        if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        storedView?.owningViewController = self
        storedView?.resolveTraits()
        isRunningViewDidLoad = true
        traitCollection.performAsCurrent { viewDidLoad() }
        isRunningViewDidLoad = false
    }

    /// Called after the view loaded.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the controller's constraints before layout, after
    /// `view.setNeedsUpdateConstraints()`; call super last. The default calls the view's
    /// `updateConstraints()`.
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    /// The title shown by containers.
    open var title: String? {
        didSet { tabBarItem.title = tabBarItem.title ?? title }
    }

    /// The size the controller would like when shown in a popover or form sheet.
    @exclusivity(unchecked) open var preferredContentSize = CGSize.zero

    /// The navigation bar's items for this controller.
    open lazy var navigationItem = UINavigationItem(title: title ?? "")
    /// The tab bar's item for this controller.
    open lazy var tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
    @exclusivity(unchecked) open var hidesBottomBarWhenPushed = false
    @exclusivity(unchecked) open var modalPresentationStyle = UIModalPresentationStyle.automatic {
        didSet { if incomingPresentation == nil { cachedPresentationController = nil } }
    }
    @exclusivity(unchecked) open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    @exclusivity(unchecked) open var isModalInPresentation = false
    @exclusivity(unchecked) open var definesPresentationContext = false
    /// The edges of the screen the view extends under when a navigation or tab bar
    /// controller shows it with a bar there (all); an edge left out places the view's edge at
    /// the bar's.
    @exclusivity(unchecked) open var edgesForExtendedLayout = UIRectEdge.all {
        didSet { parent?.storedView?.setNeedsLayout() }
    }
    /// Whether the view also extends under opaque (not translucent) bars (false: its edge
    /// stops at an opaque bar).
    @exclusivity(unchecked) open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.storedView?.setNeedsLayout() }
    }
    /// Whether a navigation or tab bar controller adjusts this controller's scroll view for
    /// its bars (true). Since iOS 11 it only matters to a scroll view whose
    /// `contentInsetAdjustmentBehavior` is `.automatic`: false makes that behave as
    /// `.scrollableAxes`.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get { adjustsScrollViewInsets }
        set {
            adjustsScrollViewInsets = newValue
            storedView?.setNeedsLayout()
        }
    }
    /// The stored `automaticallyAdjustsScrollViewInsets` (read without its deprecation).
    @exclusivity(unchecked) var adjustsScrollViewInsets = true
    /// The part of the root view's safe area a containing navigation or tab bar controller's
    /// bars cover (added to the insets the view's place on screen gives, as
    /// `additionalSafeAreaInsets` are, but the container's, not the app's).
    @exclusivity(unchecked) var barSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard barSafeAreaInsets != oldValue else { return }
            storedView?.setNeedsLayout()
            storedView?.markEngineDirty()
        }
    }
    /// The status bar's content colour this controller would like (`.default`: dark content
    /// in light appearance, light content in dark).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller would like the status bar hidden: by default, only in a
    /// vertically compact environment (an iPhone on its side), as iOS decides for apps
    /// linked against iOS 8 or later.
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }
    /// The child whose `preferredStatusBarStyle` decides the status bar's style (nil: this
    /// controller's own).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` decides whether the status bar shows (nil:
    /// this controller's own).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether this controller lets the home indicator fade after a while (renders show the
    /// screen as it first appears, with the indicator).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` decides (nil: this controller's own).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks for the status bar to be drawn again from these properties (renders read them
    /// when they draw the status bar, so there is nothing to schedule).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Asks for the home indicator's auto-hiding to be read again (nothing to schedule here).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    @exclusivity(unchecked) open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil) }

    // MARK: Containment

    /// The parent controller.
    @exclusivity(unchecked) open private(set) weak var parent: UIViewController?
    /// The child controllers, in order added.
    open private(set) var children: [UIViewController] = []

    /// Adds a child controller (its view is added by the caller).
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        childController.viewIfLoaded?.resolveTraits()
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The navigation controller above this one (none: navigation is not simulated).
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The tab bar controller above this one.
    open var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The controller this one presents (as the presentation context or as the controller
    /// `present` was called on), or its parent's.
    open var presentedViewController: UIViewController? { activePresentationAsPresenter?.presented }
    /// The context controller that presents this one, or one of its ancestors.
    open var presentingViewController: UIViewController? { presentingControllerInChain }
    /// The presentation controller that shows (or will show) this controller.
    open var presentationController: UIPresentationController? { currentPresentationController }
    /// The popover presentation controller when the style is `.popover` (an action sheet's
    /// too), else nil.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
    /// The sheet presentation controller when the style is a page or form sheet (or
    /// `.automatic`, a page sheet), else nil.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
    /// Whether the controller is being presented: true in its `viewWillAppear(_:)` and
    /// `viewDidAppear(_:)` while a presentation shows it.
    open var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is being dismissed: true in its `viewWillDisappear(_:)` and
    /// `viewDidDisappear(_:)` while a dismissal hides it.
    open var isBeingDismissed: Bool { beingDismissed }
    /// Whether a presented controller that does not cover the screen sets the status bar's
    /// appearance (kept; the status bar is not drawn).
    @exclusivity(unchecked) open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether this controller, as a presentation context, gives its transition style to
    /// what it presents (kept; transitions do not animate here).
    @exclusivity(unchecked) open var providesPresentationContextTransitionStyle = false

    /// Presents `viewControllerToPresent` in its `modalPresentationStyle`, adapted to the size
    /// class, over this controller's presentation context; runs the appearance callbacks in
    /// UIKit's order, then `completion`. From a controller whose view is in no window the
    /// presentation waits for the view to get into one (a render shows it); see
    /// docs/PRESENTATION.md.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Shows `vc` in the primary context: pushed when this controller is in a navigation
    /// controller, presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in the secondary context: presented here (a split view controller shows it
    /// in its secondary column).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    // MARK: Segues

    /// Performs the segue with `identifier` from this controller's storyboard scene. A
    /// controller with no such segue reports it (iOS stops the app there).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let scene = storyboardScene, let segue = scene.segueElement(identifier: identifier) else {
            NibIssues.reportLoudly("Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'.")
            return
        }
        scene.perform(segue, from: self, sender: sender)
    }

    /// Called before a segue from this controller is performed (including an embed segue,
    /// before `viewDidLoad()`): pass data to `segue.destination` here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue a control triggers should be performed (not asked for
    /// `performSegue(withIdentifier:sender:)`).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller handles the unwind `action` (it implements it).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        action.isPerformable(on: self)
    }

    /// Dismisses the controller this one presents (and everything it presents in turn), or,
    /// when it presents nothing, asks its presenting controller to dismiss it; then runs
    /// `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresentation(animated: flag, completion: completion)
    }

    /// Tells the controller its view is about to appear (`true`) or disappear: as UIKit does
    /// for a custom container, with the children told as well.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` began.
    open func endAppearanceTransition() {
        endAppearance()
    }

    /// The presentation this controller shows as its context (pending or shown).
    var outgoingPresentation: ModalPresentation?
    /// The presentation `present` was called on this controller for, when another
    /// controller is its context.
    weak var sourcedPresentation: ModalPresentation?
    /// The presentation that shows this controller.
    weak var incomingPresentation: ModalPresentation?
    /// The presentation controller made before the presentation (for its configuration).
    @exclusivity(unchecked) var cachedPresentationController: UIPresentationController?
    /// Problems noticed outside a render, reported by the render that shows the controller.
    package var unreportedPresentationIssues: [String] = []
    @exclusivity(unchecked) var beingPresented = false
    @exclusivity(unchecked) var beingDismissed = false
    /// Where the controller is in its appearance callbacks.
    @exclusivity(unchecked) var appearance = AppearanceState.disappeared
    /// Whether the appearance transition in progress animates.
    @exclusivity(unchecked) var appearanceAnimated = false
    /// Whether `viewDidLoad()` is running (a presentation asked for then fails on iOS).
    @exclusivity(unchecked) var isRunningViewDidLoad = false
    /// The style `.automatic` means for this controller.
    var automaticModalPresentationStyle: UIModalPresentationStyle { .pageSheet }

    // MARK: Traits

    /// The traits the controller was made under, for a controller outside any hierarchy.
    private let creationTraits: UITraitCollection
    /// The window whose root this controller is.
    @exclusivity(unchecked) package weak var hostingWindow: UIWindow?
    var storedTraitOverrides = UITraitOverrides()
    var traitRegistrations: [TraitChangeRegistration] = []
    @exclusivity(unchecked) private var lastTraits: UITraitCollection?

    /// The traits in effect: the parent's (or the window's, or those of the view's
    /// superview) with this controller's overrides.
    open var traitCollection: UITraitCollection {
        var storage = inheritedTraits.storage
        if let presentationTraits { storage = storage.merging(presentationTraits.storage) }
        return UITraitCollection(storage: storage.merging(storedTraitOverrides.storage))
    }

    private var inheritedTraits: UITraitCollection {
        if let parent { return parent.traitCollection }
        if let superview = storedView?.storedSuperview {
            if let window = superview as? UIWindow { return window.traitCollection }
            return superview.traitCollection
        }
        if let hostingWindow { return hostingWindow.traitCollection }
        return creationTraits
    }

    /// Traits this controller sets for itself, its view and its children (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get {
            var overrides = storedTraitOverrides
            overrides.didChange = nil
            return overrides
        }
        set {
            storedTraitOverrides = newValue
            storedTraitOverrides.didChange = nil
            storedView?.resolveTraits()
            for child in children where child.viewIfLoaded?.storedSuperview == nil { child.viewIfLoaded?.resolveTraits() }
        }
    }

    /// The interface style this controller forces on its view and children (unspecified
    /// follows the system).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedTraitOverrides.overriddenUserInterfaceStyle }
        set {
            var overrides = traitOverrides
            overrides.overriddenUserInterfaceStyle = newValue
            traitOverrides = overrides
        }
    }

    /// The traits the root view inherits.
    package var traitsForView: UITraitCollection {
        let traits = traitCollection
        if let last = lastTraits, !traits.changedTraits(from: last).isEmpty {
            let previous = last
            lastTraits = traits
            traits.performAsCurrent {
                traitCollectionDidChange(previous)
                let changed = traits.changedTraits(from: previous)
                for registration in traitRegistrations where registration.matches(changed) {
                    registration.handler(self, previous)
                }
            }
        } else if lastTraits == nil {
            lastTraits = traits
        }
        return traits
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Calls `handler` with the controller and its previous traits whenever one of `traits`
    /// changes.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let registration = TraitChangeRegistration(id: TraitRegistrationCounter.next(), traits: traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
        traitRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        guard let registration = registration as? TraitChangeRegistration else { return }
        traitRegistrations.removeAll { $0.id == registration.id }
    }

    /// Brings the traits of the controller and its view up to date.
    open func updateTraitsIfNeeded() {
        storedView?.resolveTraits()
    }

    // MARK: Safe area and margins

    /// Insets added to the safe area of the root view (and so of everything in it).
    @exclusivity(unchecked) open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            InsetsMemo.somethingMoved()
            storedView?.setNeedsLayout()
            storedView?.markEngineDirty()
        }
    }

    /// Whether the root view's margins are at least the system minimum.
    @exclusivity(unchecked) open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            InsetsMemo.somethingMoved()
            storedView?.setNeedsLayout()
            storedView?.markEngineDirty()
        }
    }

    /// The least margins of the root view: 16 points leading and trailing in compact width
    /// on screens narrower than 414 points, 20 otherwise; none at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = storedView?.bounds.width ?? UIScreen.main.bounds.width
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular || width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    // MARK: Appearance

    /// The children whose views show, which get the appearance callbacks with this
    /// controller (a container that keeps children off screen leaves them out).
    package var childrenForAppearance: [UIViewController] { children }

    /// Runs the appearance callbacks once, as when the controller's view first shows.
    package func beginAppearance() {
        guard appearance == .disappeared else { return }
        _ = view
        beginAppearance(true, animated: false)
        storedView?.layoutIfNeeded()
        endAppearance()
    }

    open override var next: UIResponder? { storedView?.storedSuperview ?? parent }
}
