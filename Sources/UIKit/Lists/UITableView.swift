import Foundation

/// A list of rows in sections, UIKit's `UITableView`: plain, grouped or inset grouped, its
/// rows from a data source, their heights from the delegate, fixed or measured from the
/// cells (self-sizing with Auto Layout or list content configurations), with headers and
/// footers, separators, a section index, selection and editing drawn at rest. Like UIKit it
/// makes cells only for the rows in its bounds and estimates the others, so a long table is
/// cheap; the content size follows. What it supports and the metrics it uses, with their
/// sources: docs/TABLE-VIEW.md.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of the sections, chosen at creation.
    public let style: Style

    /// The table's geometry and the cells and supplementary views on screen.
    let layoutModel = TableLayout()
    /// Registered cell classes and the cells and header views waiting for reuse.
    let reuse = TableReuse()
    /// The views on screen (rows, headers, footers), by position.
    var display = TableDisplay()
    /// Whether the rows must be asked for again before the next layout.
    @exclusivity(unchecked) var needsReload = true
    /// The rows selected, in selection order.
    var selectedRows: [IndexPath] = []
    /// The headers and footers asked for since the last reload, by section.
    var supplementaryCache: [SupplementaryKey: SupplementaryEntry] = [:]
    /// The separators below the last row of a plain table.
    @exclusivity(unchecked) var fillerView: TableFillerView?
    /// The section index at the trailing edge.
    @exclusivity(unchecked) var sectionIndexView: TableSectionIndexView?
    /// The storyboard's cells of a static table, which its table view controller serves.
    var staticContent: TableStaticContent?
    @exclusivity(unchecked) private var storedEditing = false

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        switch coder.nibAttribute("style") {
        case "grouped": style = .grouped
        case "insetGrouped": style = .insetGrouped
        default: style = .plain
        }
        super.init(coder: coder)
        setUpTable()
        coder.decodeNibAttributes(of: self, level: UITableView.self)
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        preservesSuperviewLayoutMargins = true
        insetsLayoutMarginsFromSafeArea = true
    }

    // MARK: Data

    /// The object that provides the rows.
    @exclusivity(unchecked) open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate, asked for heights, headers and footers; a table view delegate is set
    /// here as on iOS (`tableView.delegate = self`).
    open override var delegate: UIScrollViewDelegate? {
        didSet { reloadGeometry() }
    }

    /// The delegate (set through `delegate`) as a table view delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Asks the data source for everything again: sections, rows, heights, cells. Cells on
    /// screen go back to the reuse queue.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections (from the data source, once asked).
    open var numberOfSections: Int {
        reloadIfNeeded()
        return layoutModel.sections.count
    }

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard layoutModel.sections.indices.contains(section) else { return 0 }
        return layoutModel.sections[section].rowHeights.count
    }

    // MARK: Heights

    /// The height of rows the delegate does not size (automatic by default: self-sizing).
    @exclusivity(unchecked) open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of section headers (automatic by default: fits the title or view).
    @exclusivity(unchecked) open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of section footers (automatic by default).
    @exclusivity(unchecked) open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The estimate for rows not measured yet (automatic: 44 points; 0 measures every row).
    @exclusivity(unchecked) open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The estimate for headers not measured yet.
    @exclusivity(unchecked) open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The estimate for footers not measured yet.
    @exclusivity(unchecked) open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The room above each section header (automatic: 22 points in plain tables, none in
    /// grouped ones).
    @exclusivity(unchecked) open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of the empty rows drawn below the last row of a plain table
    /// (automatic: the row height, or 44).
    @exclusivity(unchecked) open var fillerRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }

    private func reloadGeometry() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Appearance

    /// The separators' style (single lines by default).
    @exclusivity(unchecked) open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The separators' color (the system separator color by default).
    @exclusivity(unchecked) open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// A blur or vibrancy for separators (kept, not drawn).
    @exclusivity(unchecked) open var separatorEffect: UIVisualEffect?
    /// What `separatorInset` is measured from.
    @exclusivity(unchecked) open var separatorInsetReference = SeparatorInsetReference.fromCellEdges { didSet { setNeedsLayout() } }
    /// The default inset of the cells' separators; until set, separators start at the
    /// text (the cells' leading margin, or after their image).
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: cellContentMargin, bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    /// The separator inset code set, if any.
    @exclusivity(unchecked) var customSeparatorInset: UIEdgeInsets?
    /// A view behind the rows, the size of the table.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether cell margins follow the readable content width.
    @exclusivity(unchecked) open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsLayout() } }
    /// Whether cells' content views are inset from the safe area (true).
    @exclusivity(unchecked) open var insetsContentViewsToSafeArea = true { didSet { setNeedsLayout() } }
    /// A view above the first section, as tall as its frame, as wide as the table.
    @exclusivity(unchecked) open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            reloadGeometry()
        }
    }
    /// A view below the last section, as tall as its frame, as wide as the table.
    @exclusivity(unchecked) open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            reloadGeometry()
        }
    }

    // MARK: Section index

    /// The fewest rows for which the section index shows (0).
    @exclusivity(unchecked) open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// The index titles' color (the tint by default).
    @exclusivity(unchecked) open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index's background (clear by default).
    @exclusivity(unchecked) open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index's background while touched.
    @exclusivity(unchecked) open var sectionIndexTrackingBackgroundColor: UIColor?

    /// Asks the data source for the index titles again.
    open func reloadSectionIndexTitles() {
        setNeedsLayout()
    }

    // MARK: Selection and editing

    /// Whether rows can be selected (true).
    @exclusivity(unchecked) open var allowsSelection = true
    /// Whether rows can be selected while editing (false).
    @exclusivity(unchecked) open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once (false).
    @exclusivity(unchecked) open var allowsMultipleSelection = false
    /// Whether several rows can be selected while editing (false).
    @exclusivity(unchecked) open var allowsMultipleSelectionDuringEditing = false
    /// Whether cells can be dragged (stored only).
    @exclusivity(unchecked) open var dragInteractionEnabled = false
    /// Whether the table remembers the last focused row (stored only).
    @exclusivity(unchecked) open var remembersLastFocusedIndexPath = false
    /// Whether focus selects rows (stored only).
    @exclusivity(unchecked) open var selectionFollowsFocus = false

    /// Whether the table shows its editing controls.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls (at once: renders show the end state).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        if !editing || !allowsSelectionDuringEditing { selectedRows.removeAll() }
        for cell in display.cells.values { cell.setEditing(editing, animated: animated) }
        setNeedsLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        setNeedsLayout()
    }

    // MARK: Overridable members implemented in extensions

    // UIKit lets a subclass override these; Swift cannot override a member declared in an
    // extension, so each is declared here and calls its implementation (the same name with
    // `base`) in UITableView+Geometry, +Selection, +Updates and TableReuse.

    /// The rectangle of the row at `indexPath` (its estimate until the row was on screen).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { baseRectForRow(at: indexPath) }
    /// The cell showing the row at `indexPath`, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { baseCellForRow(at: indexPath) }
    /// The cells on screen, in row order.
    open var visibleCells: [UITableViewCell] { baseVisibleCells }
    /// The rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { baseIndexPathsForVisibleRows }
    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least scrolling
    /// that shows it), within the content's scrollable range.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        baseScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    /// Selects the row at `indexPath` (nil deselects every row) without telling the delegate,
    /// and scrolls it to `scrollPosition`; a selected cell draws its selected background.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        baseSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects the row at `indexPath` without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { baseDeselectRow(at: indexPath, animated: animated) }
    /// A cell for `indexPath` waiting for reuse with `identifier`, else a new one of the class
    /// registered for it. Like UIKit, stops the program when nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        baseDequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    /// Runs `updates` and reloads the table; `completion` gets true (renders show the end state).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        basePerformBatchUpdates(updates, completion: completion)
    }

    package override var systemDefaultLayoutMargins: UIEdgeInsets? {
        UIEdgeInsets(top: 8, left: TableMetrics.systemMargin(for: self), bottom: 8, right: TableMetrics.systemMargin(for: self))
    }
}
