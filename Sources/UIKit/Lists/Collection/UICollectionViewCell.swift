import Foundation

/// An item's view in a collection view, UIKit's `UICollectionViewCell`: a content view
/// (the app's subviews or a content configuration's view) over an optional background
/// view, a selected background view shown while selected or highlighted, and a background
/// configuration. It has no background of its own. With an estimated size it sizes itself
/// from its content (Auto Layout or a list content view).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    @exclusivity(unchecked) var storedContentView: UIView {
        didSet { storedContentView.hostsOwnLayoutEngine = true }
    }
    /// Draws the background configuration.
    let decorations = TableCellDecorations()
    var storedContentConfiguration: (any UIContentConfiguration)?
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    @exclusivity(unchecked) var storedSelected = false
    @exclusivity(unchecked) var storedHighlighted = false
    /// Whether the configuration must be updated before the next layout.
    @exclusivity(unchecked) var needsConfigurationUpdate = true
    /// Whether the collection view is editing (set by the collection view).
    @exclusivity(unchecked) var collectionIsEditing = false
    /// Whether the item is expanded in an outline (set by a diffable data source).
    @exclusivity(unchecked) var isOutlineExpanded = false

    public override init(frame: CGRect) {
        storedContentView = UIView()
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        storedContentView = UIView()
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        addSubview(decorations)
        storedContentView.frame = bounds
        storedContentView.hostsOwnLayoutEngine = true
        addSubview(storedContentView)
    }

    /// The view holding the cell's content; add custom subviews here. A content
    /// configuration replaces it with the configuration's view.
    open var contentView: UIView { storedContentView }

    /// A view behind the content.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    /// A view behind the content while the cell is selected or highlighted.
    @exclusivity(unchecked) open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }

    /// Whether the cell is selected (the collection view sets it).
    open var isSelected: Bool {
        get { storedSelected }
        set {
            guard newValue != storedSelected else { return }
            storedSelected = newValue
            stateDidChange()
        }
    }

    /// Whether the cell is highlighted (touched).
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set {
            guard newValue != storedHighlighted else { return }
            storedHighlighted = newValue
            stateDidChange()
        }
    }

    /// Called when the cell's drag state changes.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// A cell's part in a drag, UIKit's `UICollectionViewCell.DragState`.
    public enum DragState: Int, Hashable, Sendable {
        case none = 0, lifting, dragging
    }

    // MARK: Configuration

    /// Runs when the configuration is updated for a new state.
    @exclusivity(unchecked) public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Whether a content configuration follows the cell's state (true).
    @exclusivity(unchecked) open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the cell's state (true).
    @exclusivity(unchecked) open var automaticallyUpdatesBackgroundConfiguration = true

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the content configuration for `state` (when it updates automatically) and
    /// runs the update handler; subclasses override it to restyle.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateContentConfiguration(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    /// Called when selection, highlight or editing changed.
    func stateDidChange() {
        setNeedsUpdateConfiguration()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layOutCellViews()
    }

    /// Where the content view goes (the whole cell; list cells leave room for accessories).
    func contentRect() -> CGRect { bounds }

    /// Places the content view, the background views and the background configuration.
    func layOutCellViews() {
        storedContentView.setFrameIfChanged(contentRect())
        if storedContentView.superview !== self { insertSubview(storedContentView, aboveSubview: decorations) }
        decorations.setFrameIfChanged(bounds)
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, aboveSubview: decorations) }
            backgroundView.setFrameIfChanged(bounds)
        }
        let showsSelection = storedSelected || storedHighlighted
        if let selectedBackgroundView {
            if showsSelection {
                if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, belowSubview: storedContentView) }
                selectedBackgroundView.setFrameIfChanged(bounds)
            } else {
                selectedBackgroundView.removeFromSuperview()
            }
        }
        layOutDecorations(showsSelection: showsSelection && selectedBackgroundView == nil)
    }

    /// Draws the background configuration (list cells add their default background,
    /// selection and separator).
    func layOutDecorations(showsSelection: Bool) {
        decorations.separatorRect = .zero
        if let configuration = storedBackgroundConfiguration {
            decorations.show(configuration, in: bounds, host: self)
        } else {
            decorations.fillColor = nil
        }
    }

    /// The cell's fitted size: a list content view measures itself at the width (or, free
    /// in width, on one line); other content is fitted with Auto Layout.
    package override func selfSizingFit(target: CGSize, estimatedAxes axes: UIAxis) -> CGSize {
        if frame.size != target { frame.size = target }
        updateConfigurationIfNeeded()
        layOutCellViews()
        if let list = storedContentView as? UIListContentView {
            let width = axes.contains(.horizontal) ? list.naturalWidth : target.width
            return CGSize(width: width, height: list.sizeThatFits(CGSize(width: width, height: 0)).height)
        }
        return fittedSize(of: storedContentView, target: target, estimatedAxes: axes)
    }
}
