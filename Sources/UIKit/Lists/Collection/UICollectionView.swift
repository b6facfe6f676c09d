import Foundation

/// Items in sections placed by a layout object, UIKit's `UICollectionView`: its items come
/// from a data source, its geometry from a `UICollectionViewLayout` (a flow layout, a
/// compositional layout or the app's own subclass). Like UIKit it makes views only for the
/// elements in its bounds, asks cells with estimated sizes for their size and lets the
/// layout move what follows; the content size is the layout's. What it supports and the
/// rules it follows, with their sources: docs/COLLECTION-VIEW.md.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    @exclusivity(unchecked) private var storedLayout: UICollectionViewLayout
    /// Registered classes and the views waiting for reuse.
    let reuse = CollectionReuse()
    /// The views made for elements, by element.
    var elementViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The elements whose views were shown (`willDisplay` sent).
    var displayedElements: Set<CollectionElementKey> = []
    /// Each view's last self-sizing answer: the size it was given and the size it wanted.
    package var sizingAnswers: [CollectionElementKey: (given: CGSize, preferred: CGSize)] = [:]
    /// The number of items of each section, once asked.
    var sectionCounts: [Int] = []
    /// Whether the counts must be asked for again before the next layout.
    @exclusivity(unchecked) var needsReload = true
    /// The items selected, in selection order.
    var selectedItems: [IndexPath] = []
    /// The bounds of the last layout pass.
    @exclusivity(unchecked) var lastLayoutBounds = CGRect.null
    /// Whether `layoutSubviews()` is running (invalidations then need no new pass).
    @exclusivity(unchecked) var isLayingOutElements = false
    /// The kinds whose missing data source method was reported.
    var reportedKinds: Set<String> = []
    @exclusivity(unchecked) private var storedEditing = false

    /// A collection view whose elements `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        setUpCollectionView()
    }

    public required init?(coder: NSCoder) {
        storedLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollectionView()
    }

    private func setUpCollectionView() {
        applyLayoutBackground(.systemBackground)
        storedLayout.owner = self
    }

    /// Sets a background color the layout chose (the app's own color wins).
    func applyLayoutBackground(_ color: UIColor) {
        guard !backgroundColorIsCustom, backgroundColor != color else { return }
        isApplyingLayoutBackground = true
        backgroundColor = color
        isApplyingLayoutBackground = false
    }

    // MARK: Layout object

    /// The layout placing the elements; setting it lays the collection view out again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Changes the layout (at once: renders show the end state).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout and calls `completion` with true.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== storedLayout else {
            completion?(true)
            return
        }
        let old = storedLayout
        for view in elementViews.values { view.willTransition(from: old, to: layout) }
        old.owner = nil
        storedLayout = layout
        layout.owner = self
        layout.invalidateLayout()
        sizingAnswers.removeAll()
        for view in elementViews.values { view.didTransition(from: old, to: layout) }
        setNeedsLayout()
        completion?(true)
    }

    // MARK: Data

    /// The object that provides the items and supplementary views.
    @exclusivity(unchecked) open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate; a collection view delegate is set here as on iOS
    /// (`collectionView.delegate = self`).
    open override var delegate: UIScrollViewDelegate? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// The delegate (set through `delegate`) as a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The object told which items are coming (kept; a render fetches nothing ahead).
    @exclusivity(unchecked) open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether cells are made ahead of scrolling (kept).
    @exclusivity(unchecked) open var isPrefetchingEnabled = true

    /// A view behind the content, the size of the collection view.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Asks the data source for everything again; views on screen go back for reuse.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections (from the data source, once asked).
    open var numberOfSections: Int {
        reloadIfNeeded()
        return sectionCounts.count
    }

    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    // MARK: Behavior

    /// Whether items can be selected (true).
    @exclusivity(unchecked) open var allowsSelection = true
    /// Whether several items can be selected (false).
    @exclusivity(unchecked) open var allowsMultipleSelection = false
    /// Whether items can be selected while editing (false).
    @exclusivity(unchecked) open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing (false).
    @exclusivity(unchecked) open var allowsMultipleSelectionDuringEditing = false
    /// Whether focus selects items (kept).
    @exclusivity(unchecked) open var selectionFollowsFocus = false
    /// Whether items can take focus (kept).
    @exclusivity(unchecked) open var allowsFocus = false
    /// Whether the last focused item is remembered (kept).
    @exclusivity(unchecked) open var remembersLastFocusedIndexPath = false
    /// Whether items can be dragged (kept).
    @exclusivity(unchecked) open var dragInteractionEnabled = false
    /// How reordering moves items aside (kept).
    @exclusivity(unchecked) open var reorderingCadence = ReorderingCadence.immediate
    /// Whether cells size themselves again when their content changes (kept).
    @exclusivity(unchecked) open var selfSizingInvalidation = SelfSizingInvalidation.enabled

    /// Whether the collection view is editing: list cells show their editing accessories.
    open var isEditing: Bool {
        get { storedEditing }
        set {
            guard newValue != storedEditing else { return }
            storedEditing = newValue
            if !newValue || !allowsSelectionDuringEditing { selectedItems.removeAll() }
            for (key, view) in elementViews {
                guard let cell = view as? UICollectionViewCell else { continue }
                cell.collectionIsEditing = newValue
                cell.isSelected = key.category == .cell && selectedItems.contains(key.indexPath)
                cell.setNeedsUpdateConfiguration()
            }
            setNeedsLayout()
        }
    }

    // MARK: Overridable members implemented in extensions

    // UIKit lets a subclass override these; Swift cannot override a member declared in an
    // extension, so each is declared here and calls its implementation (`base…`).

    /// Registers `cellClass` for cells dequeued with `identifier` (nil removes it).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        baseRegister(cellClass, kind: nil, identifier: identifier)
    }
    /// Registers `nib`, whose one top-level object is a cell, for cells dequeued with
    /// `identifier` (nil removes it). A storyboard registers its prototype cells this way.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        baseRegister(nib, kind: nil, identifier: identifier)
    }
    /// Registers `viewClass` for supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        baseRegister(viewClass, kind: elementKind, identifier: identifier)
    }
    /// Registers `nib`, whose one top-level object is a reusable view, for supplementary views
    /// of `kind` dequeued with `identifier` (nil removes it). A storyboard registers its
    /// section header and footer views this way.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        baseRegister(nib, kind: kind, identifier: identifier)
    }
    /// A cell for `indexPath` waiting for reuse with `identifier`, else a new one of the
    /// class registered for it, with the item's layout attributes applied. Like UIKit, stops
    /// the program when nothing is registered.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        baseDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    /// A supplementary view of `elementKind` for `indexPath`, reused or new, with its layout
    /// attributes applied. Like UIKit, stops the program when nothing is registered.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        baseDequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }
    /// The attributes of the item at `indexPath` from the layout.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        baseLayoutAttributesForItem(at: indexPath)
    }
    /// The attributes of the supplementary view of `kind` at `indexPath` from the layout.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        baseLayoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
    }
    /// The item at `point` (in content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { baseIndexPathForItem(at: point) }
    /// The item `cell` shows, if it is on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { baseIndexPath(for: cell) }
    /// The cell of the item at `indexPath`, if it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { baseCellForItem(at: indexPath) }
    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] { baseVisibleCells }
    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { baseIndexPathsForVisibleItems }
    /// The supplementary view of `elementKind` at `indexPath`, if it is on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        elementViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }
    /// The supplementary views of `elementKind` on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }
    /// The index paths of the supplementary views of `elementKind` on screen.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        displayedElements.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }
    /// Scrolls so the item at `indexPath` is at `scrollPosition` (none: the least scrolling
    /// that shows it), within the content's scrollable range.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        baseScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    /// The selected items (nil when none).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }
    /// Selects the item at `indexPath` (nil deselects every item) without telling the
    /// delegate, and scrolls it to `scrollPosition`.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        baseSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects the item at `indexPath` without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { baseDeselectItem(at: indexPath, animated: animated) }
    /// Runs `updates`, then shows the data source's new state; `completion` gets true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        basePerformBatchUpdates(updates, completion: completion)
    }

    // MARK: Layout

    /// The bounds; a new origin (scrolling) lays the elements out again.
    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
    }

    open override var backgroundColor: UIColor? {
        didSet { if !isApplyingLayoutBackground { backgroundColorIsCustom = true } }
    }
    /// Whether the app set the background color (a list layout then keeps it).
    @exclusivity(unchecked) var backgroundColorIsCustom = false
    @exclusivity(unchecked) var isApplyingLayoutBackground = false

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutElements()
    }

    /// A list layout's collection view has the table view's margins (16 or 20 points).
    package override var systemDefaultLayoutMargins: UIEdgeInsets? {
        guard (collectionViewLayout as? UICollectionViewCompositionalLayout)?.hasListSections == true else { return nil }
        let margin = TableMetrics.systemMargin(for: self)
        return UIEdgeInsets(top: 8, left: margin, bottom: 8, right: margin)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        collectionViewLayout.invalidateLayout()
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        collectionViewLayout.invalidateLayout()
    }
}
