/// A container of columns, UIKit's `UISplitViewController`, as iOS 14 and later build it: a
/// column-style split view (`init(style:)`) wraps each column's controller in a navigation
/// controller, lays the columns out side by side, over or beside the secondary column in a
/// horizontally regular environment (`displayMode`, `splitBehavior`), and collapses them into
/// one navigation stack (or the `.compact` column's controller) in a horizontally compact one.
/// A classic split view (`init(nibName:bundle:)`, `viewControllers`) shows a primary and a
/// secondary controller as iOS 13 did. Metrics and their sources: docs/CONTAINERS.md.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    private let storedStyle: Style

    /// A column-style split view controller of `style` (`.doubleColumn` or `.tripleColumn`).
    public init(style: Style) {
        storedStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller (style `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split view controller from a storyboard (storyboards are not read here).
    public required init?(coder: NSCoder) {
        storedStyle = .unspecified
        super.init(coder: coder)
    }

    /// How many columns the split view shows; `.unspecified` for a classic one.
    open var style: Style { storedStyle }

    /// The object told about collapsing, expanding and display mode changes.
    @exclusivity(unchecked) open weak var delegate: UISplitViewControllerDelegate?

    // MARK: Columns

    /// The controllers as given, per column (column style).
    var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controller each column shows in: the one given, or the one made for it.
    var columnNavigations: [Column: UINavigationController] = [:]
    /// The primary and secondary controllers of a classic split view.
    var classicControllers: [UIViewController] = []
    /// The state kept while collapsed (nil while expanded).
    @exclusivity(unchecked) var collapse: CollapsedState?
    /// The display mode `show(_:)`, `hide(_:)` or expanding chose, until
    /// `preferredDisplayMode` changes.
    @exclusivity(unchecked) var chosenDisplayMode: DisplayMode?
    /// The separators between columns and the dimming over a covered secondary column.
    lazy var chrome = SplitChrome()

    /// Shows `vc` in `column`, wrapped in a navigation controller unless it is one (the
    /// split view returns `vc` itself from `viewController(for:)`). A plain controller given
    /// to a secondary column that already shows one is pushed onto that column's navigation
    /// controller, as UIKit does. Classic split views ignore this method, as in UIKit.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            RenderIssues.report("setViewController(_:for:) does nothing on a classic split view controller (style .unspecified); "
                + "make it with init(style:) or set viewControllers.")
            return
        }
        if collapse != nil { restoreColumnStacks() }
        defer { arrange() }
        guard let vc else {
            columnControllers[column] = nil
            detachColumn(column)
            return
        }
        if column == .compact {
            if let old = columnControllers[.compact], old !== vc { detach(old) }
            columnControllers[.compact] = vc
            return
        }
        if let navigation = vc as? UINavigationController {
            if columnNavigations[column] !== navigation { detachColumn(column) }
            columnControllers[column] = vc
            columnNavigations[column] = navigation
            return
        }
        if column == .secondary, let existing = columnNavigations[.secondary], columnControllers[.secondary] !== existing,
           !existing.viewControllers.isEmpty, !existing.viewControllers.contains(where: { $0 === vc }) {
            columnControllers[.secondary] = vc
            existing.pushViewController(vc, animated: false)
            return
        }
        detachColumn(column)
        columnControllers[column] = vc
        columnNavigations[column] = UINavigationController(rootViewController: vc)
    }

    /// The controller set for `column` (as given, not the navigation controller made for it).
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columnControllers[column]
    }

    /// The controllers shown: expanded, the columns' navigation controllers (primary,
    /// supplementary, secondary; a classic split view's primary and secondary); collapsed, the
    /// one controller shown (the `.compact` column's, else the primary's navigation controller).
    open var viewControllers: [UIViewController] {
        get {
            if let collapse { return [collapse.shown] }
            if style == .unspecified { return classicControllers }
            return columns.compactMap { columnNavigations[$0] }
        }
        set {
            guard style != .unspecified else {
                if collapse != nil { restoreColumnStacks() }
                for old in classicControllers where !newValue.contains(where: { $0 === old }) { detach(old) }
                classicControllers = Array(newValue.prefix(2))
                arrange()
                return
            }
            for (index, column) in columns.enumerated() {
                setViewController(index < newValue.count ? newValue[index] : nil, for: column)
            }
        }
    }

    /// The columns this style shows expanded, leading first.
    var columns: [Column] {
        switch style {
        case .tripleColumn: return [.primary, .supplementary, .secondary]
        default: return [.primary, .secondary]
        }
    }

    /// The controller a column shows in (its navigation controller; a classic split view's
    /// controller as given).
    func container(for column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classicControllers.first
            case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
            default: return nil
            }
        }
        return column == .compact ? columnControllers[.compact] : columnNavigations[column]
    }

    /// Takes `column`'s navigation controller out (when the split view made it, it goes).
    private func detachColumn(_ column: Column) {
        if let navigation = columnNavigations[column] { detach(navigation) }
        columnNavigations[column] = nil
    }

    /// Removes `controller` from the split view's children and its view from the screen.
    func detach(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    // MARK: The view

    open override func loadView() {
        view = SplitContainerView(controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        arrange()
    }

    /// The children whose views are on screen now, which get the appearance callbacks.
    package override var childrenForAppearance: [UIViewController] {
        visibleContainers.filter { $0.parent === self }
    }

    // MARK: Options

    /// The arrangement asked for (`.automatic`, the default, lets the split view choose). A
    /// mode the split behavior does not offer is read as its counterpart (`twoBesideSecondary`
    /// is `twoOverSecondary` when overlaying), as UIKit documents.
    @exclusivity(unchecked) open var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            chosenDisplayMode = nil
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// How the sidebars relate to the secondary column, as asked (`.automatic` by default).
    @exclusivity(unchecked) open var preferredSplitBehavior = SplitBehavior.automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }


    /// The primary column's width in points (`automaticDimension`: from the fraction, else the default).
    @exclusivity(unchecked) open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width as a fraction of the split view's (`automaticDimension`: the default width).
    @exclusivity(unchecked) open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The least width of the primary column (`automaticDimension`: none).
    @exclusivity(unchecked) open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The greatest width of the primary column (`automaticDimension`: the default width).
    @exclusivity(unchecked) open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width in points (`automaticDimension`: from the fraction, else the default).
    @exclusivity(unchecked) open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width as a fraction of the split view's.
    @exclusivity(unchecked) open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The least width of the supplementary column (`automaticDimension`: none).
    @exclusivity(unchecked) open var minimumSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The greatest width of the supplementary column (`automaticDimension`: the default width).
    @exclusivity(unchecked) open var maximumSupplementaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether a swipe shows and hides the sidebars (and the display mode button shows).
    @exclusivity(unchecked) open var presentsWithGesture = true
    /// Whether a triple-column split view shows the button that toggles `.secondaryOnly`.
    @exclusivity(unchecked) open var showsSecondaryOnlyButton = false
    /// When the display mode button shows.
    @exclusivity(unchecked) open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
    /// The side of the primary column.
    @exclusivity(unchecked) open var primaryEdge = PrimaryEdge.leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The background effect of the primary column (`.sidebar` affects only macOS apps).
    @exclusivity(unchecked) open var primaryBackgroundStyle = BackgroundStyle.none

    /// The button that shows and hides the sidebars; the split view places it in the
    /// secondary column's bar on iOS (not drawn here: its icon is an SF Symbol).
    open private(set) lazy var displayModeButtonItem = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)

    /// Whether only one child shows: a horizontally compact environment collapses the columns.
    open var isCollapsed: Bool { collapse != nil }
}
