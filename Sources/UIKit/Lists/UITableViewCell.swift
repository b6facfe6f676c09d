import Foundation

/// A row of a table view, UIKit's `UITableViewCell`: a content view (the cell's labels and
/// image in one of the four built-in styles, a list content configuration's view, or the
/// app's own subviews), an accessory at the trailing edge, a background that shows
/// selection, and the separator under it. Laid out as iOS 17 lays cells out
/// (docs/TABLE-VIEW.md).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in style the cell was made with.
    let cellStyle: CellStyle
    private let storedReuseIdentifier: String?
    @exclusivity(unchecked) var storedContentView: UIView {
        didSet { storedContentView.hostsOwnLayoutEngine = true }
    }
    @exclusivity(unchecked) var legacyTextLabel: UILabel?
    @exclusivity(unchecked) var legacyDetailTextLabel: UILabel?
    @exclusivity(unchecked) var legacyImageView: UIImageView?
    /// What the table tells the cell about its place (style, margins, separator, corners).
    var context = TableCellContext()
    /// The view drawing the default background, selection and the separator.
    let decorations = TableCellDecorations()
    var accessoryViews = TableCellAccessories()
    var storedContentConfiguration: (any UIContentConfiguration)?
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    @exclusivity(unchecked) var backgroundColorIsCustom = false

    /// A cell of `style` that can be reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        storedContentView = TableCellContentView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// A cell of the default style that is not reused.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        switch coder.nibAttribute("style") {
        case "IBUITableViewCellStyleValue1": cellStyle = .value1
        case "IBUITableViewCellStyleValue2": cellStyle = .value2
        case "IBUITableViewCellStyleSubtitle": cellStyle = .subtitle
        default: cellStyle = .default
        }
        storedReuseIdentifier = coder.nibAttribute("reuseIdentifier")
        storedContentView = TableCellContentView()
        super.init(coder: coder)
        setUpCell()
        switch coder.nibAttribute("accessoryType") {
        case "disclosureIndicator": accessoryType = .disclosureIndicator
        case "checkmark": accessoryType = .checkmark
        case "detailButton": accessoryType = .detailButton
        case "detailDisclosureButton": accessoryType = .detailDisclosureButton
        default: break
        }
    }

    /// A default-style cell for `registeredReuseIdentifier`, as a table view makes one for a
    /// registered class (through the subclass's `init(style:reuseIdentifier:)`).
    @_spi(UIKitReuse)
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }

    private func setUpCell() {
        addSubview(decorations)
        storedContentView.hostsOwnLayoutEngine = true
        addSubview(storedContentView)
    }

    /// The identifier the cell is reused under.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The view holding the cell's content; add custom subviews here. A content
    /// configuration replaces it with the configuration's view.
    open var contentView: UIView { storedContentView }

    /// The text label (created on first use; in `.subtitle` style the upper one).
    open var textLabel: UILabel? {
        if let legacyTextLabel { return legacyTextLabel }
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: cellStyle == .value2 ? .subheadline : .body)
        label.textColor = cellStyle == .value2 ? .tintColor : .label
        label.adjustsFontForContentSizeCategory = true
        if cellStyle == .value2 { label.textAlignment = .right }
        legacyTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles (nil in `.default`).
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let legacyDetailTextLabel { return legacyDetailTextLabel }
        let label = UILabel()
        switch cellStyle {
        case .value1:
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = UIFont.preferredFont(forTextStyle: .subheadline)
            label.textColor = .label
        case .subtitle, .default:
            label.font = UIFont.preferredFont(forTextStyle: .subheadline)
            label.textColor = .secondaryLabel
        }
        label.adjustsFontForContentSizeCategory = true
        legacyDetailTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view at the leading edge (created on first use).
    open var imageView: UIImageView? {
        if let legacyImageView { return legacyImageView }
        let view = UIImageView()
        legacyImageView = view
        storedContentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    // MARK: Accessories

    /// The standard accessory at the trailing edge (none by default).
    @exclusivity(unchecked) open var accessoryType = AccessoryType.none { didSet { setNeedsLayout() } }
    /// A custom accessory view, shown instead of `accessoryType`.
    @exclusivity(unchecked) open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// The standard accessory while editing.
    @exclusivity(unchecked) open var editingAccessoryType = AccessoryType.none { didSet { setNeedsLayout() } }
    /// A custom accessory view while editing.
    @exclusivity(unchecked) open var editingAccessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    // MARK: Background and selection

    /// A view behind the content instead of the default background.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// A view shown behind the content while the cell is selected or highlighted.
    @exclusivity(unchecked) open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// A view shown behind a selected cell when several rows can be selected.
    @exclusivity(unchecked) open var multipleSelectionBackgroundView: UIView?

    open override var backgroundColor: UIColor? {
        didSet {
            backgroundColorIsCustom = backgroundColor != nil
            setNeedsLayout()
        }
    }

    /// How the cell shows selection (`.default`: the system gray fill).
    @exclusivity(unchecked) open var selectionStyle = SelectionStyle.default { didSet { setNeedsLayout() } }
    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    @exclusivity(unchecked) var storedSelected = false
    /// Whether the cell is highlighted (touched).
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    @exclusivity(unchecked) var storedHighlighted = false

    /// Selects or deselects the cell (at once: renders show the end state).
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedSelected = selected
        stateDidChange()
    }

    /// Highlights the cell or not.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedHighlighted = highlighted
        stateDidChange()
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    @exclusivity(unchecked) var storedEditing = false

    /// Shows or hides the editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        stateDidChange()
    }

    /// The editing control the cell shows (its table's delegate decides).
    open var editingStyle: EditingStyle { context.editingStyle }
    /// Whether the delete confirmation shows (never at rest).
    open var showingDeleteConfirmation: Bool { false }
    /// Whether the reorder control shows while editing.
    @exclusivity(unchecked) open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the editing control (true).
    @exclusivity(unchecked) open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// How many indentation steps the content is indented.
    @exclusivity(unchecked) open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step (10 points).
    @exclusivity(unchecked) open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// The separator's inset from the cell's edges (until set, the table's).
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? context.tableSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    @exclusivity(unchecked) var customSeparatorInset: UIEdgeInsets?
    /// How the cell shows focus.
    @exclusivity(unchecked) open var focusStyle = FocusStyle.default
    /// Whether the cell takes touches while dragged.
    @exclusivity(unchecked) open var userInteractionEnabledWhileDragging = false

    /// Gets the cell ready to show another row: called before a reused cell is dequeued.
    open func prepareForReuse() {}

    // MARK: Configuration

    /// Whether the configuration must be updated before the next layout.
    @exclusivity(unchecked) var needsConfigurationUpdate = true
    /// Runs when the configuration is updated for a new state.
    @exclusivity(unchecked) public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a content configuration follows the cell's state (true).
    @exclusivity(unchecked) open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the cell's state (true).
    @exclusivity(unchecked) open var automaticallyUpdatesBackgroundConfiguration = true

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the content and background configurations for `state` (when they update
    /// automatically) and runs the update handler; subclasses override it to restyle.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateContentConfiguration(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Called when the cell's drag state changes.
    open func dragStateDidChange(_ dragState: DragState) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        layOutCell()
    }

    package override var systemDefaultLayoutMargins: UIEdgeInsets? {
        let margin = context.contentMargin
        return UIEdgeInsets(top: ListContentMetrics.cellVerticalMargin, left: margin, bottom: ListContentMetrics.cellVerticalMargin, right: margin)
    }

    package override var descriptionDetails: [String] {
        [legacyTextLabel?.text.map { "text = '\($0)'" }].compactMap { $0 }
    }
}
