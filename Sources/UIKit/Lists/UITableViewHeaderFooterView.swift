import Foundation

/// A section header or footer of a table view, UIKit's `UITableViewHeaderFooterView`: a
/// content view with a list content configuration (the table's style of header or footer)
/// or the legacy text label, over a background (the system background in plain tables,
/// clear in grouped ones). Tables show one for each section title.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    private let storedReuseIdentifier: String?
    @exclusivity(unchecked) var storedContentView: UIView
    @exclusivity(unchecked) private var legacyTextLabel: UILabel?
    @exclusivity(unchecked) private var legacyDetailTextLabel: UILabel?
    var storedContentConfiguration: (any UIContentConfiguration)?
    /// The table's style and whether the view is a footer, set by the table.
    @exclusivity(unchecked) var tableStyle = UITableView.Style.plain
    @exclusivity(unchecked) var isFooter = false
    @exclusivity(unchecked) var contentMargin: CGFloat = 16

    /// A header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        storedContentView = HeaderFooterContentView()
        super.init(frame: .zero)
        setUp()
    }

    /// A header or footer view that is not reused.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        storedContentView = HeaderFooterContentView()
        super.init(coder: coder)
        setUp()
    }

    /// A view for `registeredReuseIdentifier`, as a table makes one for a registered class.
    @_spi(UIKitReuse)
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(reuseIdentifier: registeredReuseIdentifier)
    }

    private func setUp() {
        addSubview(storedContentView)
    }

    /// The identifier the view is reused under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// The view holding the content; add custom subviews here.
    open var contentView: UIView { storedContentView }

    /// The title label, styled as the table's headers or footers (created on first use).
    open var textLabel: UILabel? {
        if let legacyTextLabel { return legacyTextLabel }
        let label = UILabel()
        legacyTextLabel = label
        label.numberOfLines = 0
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A second label (kept for compatibility; iOS draws it under the title).
    open var detailTextLabel: UILabel? {
        if let legacyDetailTextLabel { return legacyDetailTextLabel }
        let label = UILabel()
        legacyDetailTextLabel = label
        storedContentView.addSubview(label)
        return label
    }

    /// A view behind the content.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The content as a configuration: setting one replaces the content view with its view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            storedContentConfiguration = contentConfiguration
            guard let configuration = contentConfiguration else { return }
            let view = configuration.contentView(reusing: storedContentView)
            if view !== storedContentView {
                storedContentView.removeFromSuperview()
                storedContentView = view
                addSubview(view)
            }
            setNeedsLayout()
        }
    }

    /// The background as a configuration (nil: the table style's).
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsLayout() } }
    /// Whether the content configuration follows the view's state (true).
    @exclusivity(unchecked) open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the view's state (true).
    @exclusivity(unchecked) open var automaticallyUpdatesBackgroundConfiguration = true
    /// The view's state for configurations.
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }
    /// Runs when the configuration is updated.
    public var configurationUpdateHandler: ((UITableViewHeaderFooterView, UIViewConfigurationState) -> Void)?

    /// Asks for `updateConfiguration(using:)` (run at once here: renders show the result).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Runs the update handler for `state`; subclasses override it to restyle.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// A list content configuration styled as the table's headers or footers.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isFooter) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    /// Gets the view ready to show another section.
    open func prepareForReuse() {}

    // MARK: Layout

    /// The style the legacy text label takes: the default configuration's.
    private var legacyStyle: UIListContentConfiguration { defaultContentConfiguration() }

    private func styleLegacyLabel() {
        guard let label = legacyTextLabel else { return }
        let properties = legacyStyle.textProperties
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        if properties.transform == .uppercase, let text = label.text, text != text.uppercased() { label.text = text.uppercased() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        storedContentView.setFrameIfChanged(bounds)
        backgroundView?.setFrameIfChanged(bounds)
        styleLegacyLabel()
        if let label = legacyTextLabel {
            let margins = legacyStyle.directionalLayoutMargins
            let width = max(0, bounds.width - 2 * contentMargin)
            let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
            let y = max(margins.top, bounds.height - margins.bottom - height)
            label.setFrameIfChanged(CGRect(x: contentMargin, y: y, width: width, height: height))
        }
        updateBackground()
    }

    private func updateBackground() {
        if let configuration = backgroundConfiguration {
            backgroundColorFromConfiguration = configuration.resolvedBackgroundColor(for: tintColor)
        } else if backgroundView == nil, !hasCustomBackgroundColor {
            backgroundColorFromConfiguration = tableStyle == .plain ? .systemBackground : nil
        }
    }

    @exclusivity(unchecked) private var hasCustomBackgroundColor = false
    @exclusivity(unchecked) private var isApplyingBackground = false
    private var backgroundColorFromConfiguration: UIColor? {
        get { backgroundColor }
        set {
            isApplyingBackground = true
            backgroundColor = newValue
            isApplyingBackground = false
        }
    }

    open override var backgroundColor: UIColor? {
        didSet { if !isApplyingBackground { hasCustomBackgroundColor = backgroundColor != nil } }
    }

    package override var systemDefaultLayoutMargins: UIEdgeInsets? {
        UIEdgeInsets(top: 8, left: contentMargin, bottom: 8, right: contentMargin)
    }

    /// The height the view needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if frame.width != width { frame.size.width = width }
        storedContentView.setFrameIfChanged(CGRect(x: 0, y: 0, width: width, height: frame.height))
        if let list = storedContentView as? UIListContentView {
            return list.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        if let label = legacyTextLabel {
            styleLegacyLabel()
            let margins = legacyStyle.directionalLayoutMargins
            return label.sizeThatFits(CGSize(width: max(0, width - 2 * contentMargin), height: 0)).height + margins.top + margins.bottom
        }
        return systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                       verticalFittingPriority: .fittingSizeLevel).height
    }
}

/// The content view of a header or footer: the table's side margins.
@preconcurrency @MainActor
final class HeaderFooterContentView: UIView {
    /// The header or footer whose content view this is: its superview (not a weak reference,
    /// which would give the view a side table for its reference counts).
    var owner: UITableViewHeaderFooterView? {
        guard let owner = storedSuperview as? UITableViewHeaderFooterView, owner.storedContentView === self else { return nil }
        return owner
    }

    override var systemDefaultLayoutMargins: UIEdgeInsets? {
        guard let owner else { return nil }
        return UIEdgeInsets(top: 8, left: owner.contentMargin, bottom: 8, right: owner.contentMargin)
    }
}
