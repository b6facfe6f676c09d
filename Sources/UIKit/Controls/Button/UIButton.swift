import Foundation

/// A button, UIKit's `UIButton`. Classic buttons take a title, title color, shadow color,
/// attributed title, image, background image and symbol configuration per state (a state
/// without its own value uses the normal state's), lay out an image and a title side by
/// side within `contentEdgeInsets` as `contentRect(forBounds:)`, `imageRect(forContentRect:)`
/// and `titleRect(forContentRect:)` say, and look as their type says (system buttons in the
/// tint color, faded while highlighted). Buttons with a `configuration` (iOS 15) take their
/// look from its style, size and the button's state, worked out before each layout; a
/// `configurationUpdateHandler` runs first. `titleLabel` and `imageView` are real subviews.
@preconcurrency @MainActor
open class UIButton: UIControl {
    @exclusivity(unchecked) private var storedButtonType = ButtonType.custom
    private var titles = ButtonStateValues<String>()
    private var attributedTitles = ButtonStateValues<NSAttributedString>()
    private var titleColors = ButtonStateValues<UIColor>()
    private var titleShadowColors = ButtonStateValues<UIColor>()
    private var images = ButtonStateValues<UIImage>()
    private var backgroundImages = ButtonStateValues<UIImage>()
    private var symbolConfigurations = ButtonStateValues<UIImage.SymbolConfiguration>()

    @exclusivity(unchecked) private var storedTitleLabel: UILabel?
    @exclusivity(unchecked) private var storedImageView: ButtonImageView?
    @exclusivity(unchecked) private var storedSubtitleLabel: UILabel?
    private let backgroundView = ButtonBackgroundView()
    @exclusivity(unchecked) private var activityIndicator: ButtonActivityIndicator?
    /// True while the button sets its own subviews (so their size changes are expected).
    @exclusivity(unchecked) private var isApplyingContent = false

    private var storedConfiguration: Configuration?
    /// The configuration as applied for the current state.
    private var appliedConfiguration: Configuration?
    @exclusivity(unchecked) private var needsConfigurationUpdate = false
    @exclusivity(unchecked) private var isUpdatingConfiguration = false
    /// The width the layout engine last gave a configured button whose text wraps.
    @exclusivity(unchecked) private var engineWidth: CGFloat?

    // MARK: Creating buttons

    /// A custom button at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButton()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpButton()
        if coder.nibAttribute("id") != nil {
            storedButtonType = NibButtons.buttonType(coder.nibElementAttributes)
            typeDidChange()
        }
        coder.decodeNibAttributes(of: self, level: UIButton.self)
    }

    /// A button of `buttonType` (custom and system buttons at the zero rectangle; the icon
    /// types at their icon's size).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
        typeDidChange()
    }

    /// A button of `buttonType` (system by default) that runs `primaryAction` on
    /// `.primaryActionTriggered` and shows its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A custom button at `frame` that runs `primaryAction` on `.primaryActionTriggered` and
    /// shows its title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// A system button with `configuration` that runs `primaryAction` on
    /// `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    private func setUpButton() {
        backgroundView.isHidden = true
        addSubview(backgroundView)
        accessibilityTraits = .button
        isAccessibilityElement = true
    }

    private func typeDidChange() {
        if isSystemStyled {
            // UIKit's system-provided types neither darken nor dim their images.
            adjustsImageWhenHighlighted = false
            adjustsImageWhenDisabled = false
        }
        switch storedButtonType {
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close:
            frame.size = intrinsicContentSize
        default:
            break
        }
        contentDidChange()
    }

    /// The label VoiceOver reads: the one set, else the title shown.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle ?? appliedConfiguration?.title }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: Type and traits

    /// The button's type.
    open var buttonType: ButtonType { storedButtonType }

    /// Whether the type draws in the tint (every type but custom).
    private var isSystemStyled: Bool { storedButtonType != .custom }

    /// The color of the title, image and configuration's defaults; the superview's when not set.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }

    /// The part the button plays (a primary configured button has a semibold title).
    @exclusivity(unchecked) open var role = Role.normal {
        didSet { if role != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the pointer (iPad) highlights the button; kept only.
    @exclusivity(unchecked) open var isPointerInteractionEnabled = false

    /// Whether the pointer is over the button (never in renders).
    open var isHovered: Bool { false }
    /// Whether the button is showing its menu (never in renders).
    open var isHeld: Bool { false }

    /// A menu the button shows (not shown in renders); setting one makes it the button's
    /// context menu.
    open override var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the primary action toggles `isSelected` (or, with a menu shown as the primary
    /// action, makes the menu a selection).
    @exclusivity(unchecked) open var changesSelectionAsPrimaryAction = false

    open override func sendActions(for controlEvents: UIControl.Event) {
        if changesSelectionAsPrimaryAction, controlEvents.contains(.primaryActionTriggered), !showsMenuAsPrimaryAction {
            isSelected.toggle()
        }
        super.sendActions(for: controlEvents)
    }

    // MARK: State

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    private func stateDidChange() {
        if storedConfiguration != nil || configurationUpdateHandler != nil {
            setNeedsUpdateConfiguration()
        }
        contentDidChange()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsUpdateConfiguration()
        contentDidChange()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        setNeedsUpdateConfiguration()
        contentDidChange()
    }

    // MARK: Per-state content

    /// Sets the title shown in `state` (the normal title stands in for states without one).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        contentDidChange()
    }

    /// Sets the title color of `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
        contentDidChange()
    }

    /// Sets the title's shadow color of `state` (the offset is `titleLabel.shadowOffset`).
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state] = color
        contentDidChange()
    }

    /// Sets the image of `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        contentDidChange()
    }

    /// Sets the background image of `state`, stretched over `backgroundRect(forBounds:)`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        contentDidChange()
    }

    /// Sets the symbol configuration of the image in `state`.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state] = configuration
        contentDidChange()
    }

    /// Sets the styled title of `state`; it wins over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state] = title
        contentDidChange()
    }

    /// The title of `state` (the normal title when it has none).
    open func title(for state: UIControl.State) -> String? { titles.value(for: state) }
    /// The title color of `state` (the normal one, else the type's default).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors.value(for: state) ?? defaultTitleColor(for: state) }
    /// The title shadow color of `state`.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors.value(for: state) }
    /// The image of `state`.
    open func image(for state: UIControl.State) -> UIImage? { images.value(for: state) ?? defaultImage }
    /// The background image of `state`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.value(for: state) }
    /// The symbol configuration of the image in `state`.
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations.value(for: state)
    }
    /// The styled title of `state`.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles.value(for: state) }

    /// The title shown now.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The title color in effect now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow color in effect now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The symbol configuration in effect now.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The type's title color for `state`: white for custom buttons; the tint for the others,
    /// grayed (UIKit's disabled color of the tint) while disabled.
    private func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        guard isSystemStyled else { return .white }
        let tint: UIColor = tintColor ?? .systemBlue
        return state.contains(.disabled) ? ButtonColors.disabled(tint) : tint
    }

    /// The image the icon types show, drawn once per appearance and scale.
    private var defaultImage: UIImage? {
        guard storedButtonType != .custom, storedButtonType != .system, storedButtonType != .plain else { return nil }
        let key = "\(traitCollection.userInterfaceStyle.rawValue)-\(traitCollection.displayScale)"
        if let cached = iconCache, cached.key == key { return cached.image }
        let image = ButtonTypeIcon.image(for: storedButtonType, traits: traitCollection)
        iconCache = image.map { (key, $0) }
        return image
    }
    private var iconCache: (key: String, image: UIImage)?

    // MARK: Subviews

    /// The label that shows the title (made on first use; a real subview whose font and
    /// line settings can be changed, and change the button's size).
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: ButtonMetrics.classicTitleFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        label.isHidden = true
        storedTitleLabel = label
        addSubview(label)
        contentDidChange()
        return label
    }

    /// The view that shows the image (made on first use).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = ButtonImageView()
        view.contentMode = .center
        view.isHidden = true
        storedImageView = view
        insertSubview(view, aboveSubview: backgroundView)
        contentDidChange()
        return view
    }

    /// The label that shows a configuration's subtitle, when there is one.
    open var subtitleLabel: UILabel? {
        storedSubtitleLabel
    }

    private var label: UILabel {
        titleLabel ?? UILabel()
    }

    private var icon: ButtonImageView {
        _ = imageView
        return storedImageView ?? ButtonImageView()
    }

    override func intrinsicContentSizeOfSubviewDidChange(_ subview: UIView) {
        guard !isApplyingContent, subview === storedTitleLabel || subview === storedImageView || subview === storedSubtitleLabel else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Classic insets and looks

    /// Space between the bounds and the content; it adds to the button's size.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @exclusivity(unchecked) open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { contentDidChange() }
    }

    /// Moves the title within the content rectangle (no effect on the button's size).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @exclusivity(unchecked) open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image within the content rectangle (no effect on the button's size).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @exclusivity(unchecked) open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Whether the title shadow swaps direction while highlighted.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @exclusivity(unchecked) open var reversesTitleShadowWhenHighlighted = false {
        didSet { contentDidChange() }
    }

    /// Whether images are drawn darker while highlighted (custom buttons; true by default).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @exclusivity(unchecked) open var adjustsImageWhenHighlighted = true {
        didSet { contentDidChange() }
    }

    /// Whether images are drawn lighter while disabled (true by default).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @exclusivity(unchecked) open var adjustsImageWhenDisabled = true {
        didSet { contentDidChange() }
    }

    /// Whether a glow shows under the touch while highlighted (not drawn in renders).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @exclusivity(unchecked) open var showsTouchWhenHighlighted = false

    // MARK: Configuration

    /// The button's configuration (iOS 15): when set, the button takes its look from it and
    /// the deprecated inset properties are ignored.
    open var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            if newValue == nil { appliedConfiguration = nil }
            setNeedsUpdateConfiguration()
            contentDidChange()
        }
    }

    /// Whether a state change applies `configuration.updated(for:)` (true by default).
    @exclusivity(unchecked) open var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Runs after `updateConfiguration()` whenever the configuration is updated: on state
    /// changes and after `setNeedsUpdateConfiguration()`, before the next layout.
    @exclusivity(unchecked) open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for the configuration to be updated before the next layout (requests made
    /// before then are coalesced).
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Updates the configuration for the button's state; subclasses override it to change
    /// `configuration` (call `setNeedsUpdateConfiguration()` instead of calling it).
    open func updateConfiguration() {}

    /// Runs a pending configuration update now.
    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        applyConfiguration()
        isUpdatingConfiguration = false
    }

    /// Works out the configuration for the current state and puts it into the subviews.
    private func applyConfiguration() {
        guard var configuration = storedConfiguration else {
            appliedConfiguration = nil
            applyClassicContent()
            return
        }
        overrideWithClassicValues(&configuration)
        var state = ButtonStyle.State()
        if automaticallyUpdatesConfiguration {
            state.isDisabled = !isEnabled || tintAdjustmentMode == .dimmed
            state.isHighlighted = isHighlighted
            state.isSelected = isSelected
            state.isHeld = isHeld
        }
        let resolved = configuration.resolved(for: self, state: state)
        appliedConfiguration = resolved
        applyConfigurationContent(resolved)
    }

    /// Classic per-state values set on a configured button win over the configuration's.
    private func overrideWithClassicValues(_ configuration: inout Configuration) {
        if let attributed = attributedTitle(for: state) {
            configuration.attributedTitle = AttributedString(attributed)
        } else if let title = title(for: state) {
            configuration.title = title
        }
        if let image = images.value(for: state) { configuration.image = image }
        if let color = titleColors.value(for: state) { configuration.baseForegroundColor = color }
        if let symbol = symbolConfigurations.value(for: state) { configuration.preferredSymbolConfigurationForImage = symbol }
    }

    // MARK: Applying content

    /// Brings the subviews up to date and asks for layout.
    private func contentDidChange() {
        if storedConfiguration != nil {
            if !isUpdatingConfiguration { needsConfigurationUpdate = true }
        } else {
            applyClassicContent()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Puts the classic per-state title, colors and images of the current state into the
    /// subviews.
    private func applyClassicContent() {
        guard storedConfiguration == nil else { return }
        isApplyingContent = true
        defer { isApplyingContent = false }
        let state = self.state
        let hasTitle = !(currentTitle ?? "").isEmpty
        if hasTitle || storedTitleLabel != nil {
            let label = self.label
            if let attributed = currentAttributedTitle {
                label.attributedText = attributed
            } else {
                label.text = currentTitle
            }
            label.textColor = currentTitleColor
            label.shadowColor = currentTitleShadowColor
            label.isHidden = !hasTitle
            label.alpha = isSystemStyled && state.contains(.highlighted) ? ButtonMetrics.systemHighlightAlpha : 1
            if reversesTitleShadowWhenHighlighted, state.contains(.highlighted), label.shadowOffset.height < 0 || label.shadowOffset.width < 0 {
                label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
            }
        }
        let image = currentImage
        if image != nil || storedImageView != nil {
            let view = icon
            view.image = image
            view.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
            view.isHidden = image == nil
            if isSystemStyled {
                view.templateColor = state.contains(.disabled) ? ButtonColors.disabled(tintColor ?? .systemBlue) : nil
                view.alpha = state.contains(.highlighted) ? ButtonMetrics.systemHighlightAlpha : 1
                view.drawsDarkened = false
                view.drawingAlpha = 1
            } else {
                view.templateColor = nil
                view.alpha = 1
                // UIKit adjusts only the normal state's image standing in for another state.
                let fallsBack = images[state] == nil
                view.drawsDarkened = fallsBack && adjustsImageWhenHighlighted && !showsTouchWhenHighlighted && state.contains(.highlighted)
                view.drawingAlpha = fallsBack && adjustsImageWhenDisabled && state.contains(.disabled) ? 0.5 : 1
            }
        }
        storedSubtitleLabel?.isHidden = true
        activityIndicator?.isHidden = true
        let background = currentBackgroundImage
        backgroundView.configuration = nil
        backgroundView.image = background
        backgroundView.darkensImage = backgroundImages[state] == nil && adjustsImageWhenHighlighted && !showsTouchWhenHighlighted
            && state.contains(.highlighted)
        backgroundView.isHidden = background == nil
        if showsTouchWhenHighlighted, state.contains(.highlighted) {
            RenderIssues.report("\(hierarchyPath): showsTouchWhenHighlighted's glow is not drawn in renders.")
        }
    }

    /// Puts a resolved configuration into the subviews.
    private func applyConfigurationContent(_ configuration: Configuration) {
        guard let appearance = configuration.appearance else { return }
        isApplyingContent = true
        defer { isApplyingContent = false }
        let wraps = [NSLineBreakMode.byWordWrapping, .byCharWrapping]
        let label = self.label
        label.alpha = 1
        label.shadowColor = nil
        label.font = appearance.titleFont
        label.textColor = appearance.foregroundColor
        label.attributedText = appearance.title
        label.numberOfLines = wraps.contains(configuration.titleLineBreakMode) ? 0 : 1
        label.lineBreakMode = configuration.titleLineBreakMode
        label.textAlignment = appearance.textAlignment
        label.isHidden = appearance.title == nil
        if let subtitle = appearance.subtitle {
            let subtitleLabel = storedSubtitleLabel ?? {
                let made = UILabel()
                storedSubtitleLabel = made
                insertSubview(made, aboveSubview: label)
                return made
            }()
            subtitleLabel.attributedText = subtitle
            subtitleLabel.numberOfLines = wraps.contains(configuration.subtitleLineBreakMode) ? 0 : 1
            subtitleLabel.lineBreakMode = configuration.subtitleLineBreakMode
            subtitleLabel.textAlignment = appearance.textAlignment
            subtitleLabel.isHidden = false
        } else {
            storedSubtitleLabel?.isHidden = true
        }
        if configuration.showsActivityIndicator {
            let spinner = activityIndicator ?? {
                let made = ButtonActivityIndicator()
                activityIndicator = made
                addSubview(made)
                return made
            }()
            spinner.color = appearance.activityIndicatorColor
            spinner.isHidden = false
            storedImageView?.isHidden = true
        } else {
            activityIndicator?.isHidden = true
            if configuration.image != nil || storedImageView != nil {
                let view = icon
                view.image = configuration.image
                view.preferredSymbolConfiguration = appearance.symbolConfiguration
                view.templateColor = appearance.imageColor
                view.alpha = 1
                view.drawsDarkened = false
                view.drawingAlpha = 1
                view.isHidden = configuration.image == nil
            }
        }
        backgroundView.image = nil
        backgroundView.darkensImage = false
        backgroundView.buttonTint = tintColor ?? .systemBlue
        backgroundView.cornerRadius = appearance.cornerRadius
        backgroundView.configuration = configuration.background
        backgroundView.isHidden = false
    }

    // MARK: Rectangles

    /// Where the background image goes: the bounds.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the content goes: the bounds less `contentEdgeInsets`.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        let insets = contentEdgeInsets + internalTitlePadding
        let width = bounds.width - insets.left - insets.right, height = bounds.height - insets.top - insets.bottom
        let rect = CGRect(x: bounds.minX + insets.left + min(0, width / 2), y: bounds.minY + insets.top + min(0, height / 2),
                          width: max(0, width), height: max(0, height))
        let scale = displayScale
        return CGRect(x: LayoutNumber.round(rect.minX, scale: scale), y: LayoutNumber.round(rect.minY, scale: scale),
                      width: LayoutNumber.round(rect.width, scale: scale), height: LayoutNumber.round(rect.height, scale: scale))
    }

    /// The padding UIKit puts above and below a title: 6 points while the button has no
    /// image, no background image and zero `contentEdgeInsets`.
    private var internalTitlePadding: UIEdgeInsets {
        guard contentEdgeInsets == .zero, currentImage == nil, currentBackgroundImage == nil else { return .zero }
        let padding = ButtonMetrics.classicTitleVerticalPadding
        return UIEdgeInsets(top: padding, left: 0, bottom: padding, right: 0)
    }

    /// Where the title goes in `contentRect`: after the image, the two aligned together as
    /// the content alignments say, moved by `titleEdgeInsets`.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let title = classicTitleSize(maxWidth: max(0, contentRect.width - classicImageSize.width))
        guard title.width > 0 || title.height > 0 else { return CGRect(x: contentRect.midX, y: contentRect.midY, width: 0, height: 0) }
        let image = classicImageSize
        let area = contentRect.inset(by: titleEdgeInsets)
        let group = CGSize(width: image.width + title.width, height: title.height)
        var frame = classicPlace(group, in: area)
        let rightToLeft = isRightToLeft
        frame.origin.x += rightToLeft ? 0 : image.width
        frame.size.width = min(title.width, max(0, area.maxX - frame.minX))
        if contentHorizontalAlignment == .fill { frame.size.width = max(0, area.width - image.width) }
        if contentVerticalAlignment == .fill { frame.size.height = area.height; frame.origin.y = area.minY }
        return frame
    }

    /// Where the image goes in `contentRect`: before the title, the two aligned together as
    /// the content alignments say, moved by `imageEdgeInsets`.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let image = classicImageSize
        guard image.width > 0 || image.height > 0 else { return CGRect(x: contentRect.midX, y: contentRect.midY, width: 0, height: 0) }
        let title = classicTitleSize(maxWidth: max(0, contentRect.width - image.width))
        let area = contentRect.inset(by: imageEdgeInsets)
        let group = CGSize(width: image.width + title.width, height: image.height)
        var frame = classicPlace(group, in: area, isImage: true)
        if isRightToLeft { frame.origin.x += title.width }
        frame.size.width = image.width
        if contentVerticalAlignment == .fill { frame.size.height = area.height; frame.origin.y = area.minY }
        return frame
    }

    /// A rectangle of `size` placed in `area` by the content alignments (centered on a
    /// pixel-rounded point, as UIKit does).
    private func classicPlace(_ size: CGSize, in area: CGRect, isImage: Bool = false) -> CGRect {
        let scale = displayScale
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: x = area.minX
        case .right: x = isImage ? max(area.minX, area.maxX - size.width) : area.maxX - size.width
        default:
            // UIKit floors the image's offset (never left of the area) and rounds the title's.
            let offset = (area.width - size.width) / 2
            x = area.minX + (isImage ? max(0, (offset * scale).rounded(.down) / scale) : LayoutNumber.round(offset, scale: scale))
        }
        if isRightToLeft, effectiveContentHorizontalAlignment == .fill { x = area.maxX - size.width }
        var y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = area.minY
        case .bottom: y = area.maxY - size.height
        case .center: y = area.minY + LayoutNumber.round((area.height - size.height) / 2, scale: scale)
        }
        if contentVerticalAlignment == .fill { y = area.minY }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    private var displayScale: CGFloat {
        traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    }

    /// The size of the image shown now (with its symbol configuration).
    private var classicImageSize: CGSize {
        guard let view = storedImageView, !view.isHidden, let image = view.displayedImage else { return .zero }
        return image.size
    }

    /// The size of the title shown now, wrapped within `maxWidth` when the label has several lines.
    private func classicTitleSize(maxWidth: CGFloat) -> CGSize {
        guard let label = storedTitleLabel, !label.isHidden, !(label.text ?? "").isEmpty else { return .zero }
        let width = label.numberOfLines == 1 ? 1e7 : (maxWidth > 0 ? maxWidth : 1e7)
        return label.textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 1e7), limitedToNumberOfLines: label.numberOfLines).size
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        if let appliedConfiguration { return configurationSize(appliedConfiguration, maxWidth: engineWidth) }
        return classicSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        if let appliedConfiguration { return configurationSize(appliedConfiguration, maxWidth: size.width > 0 ? size.width : nil) }
        return classicSize
    }

    /// A classic button's size, as UIKit measures it: the image and the single-line title
    /// side by side (an empty title of a button without an image counts as one empty line),
    /// plus `contentEdgeInsets` and the 6-point title padding; at least the background
    /// image's size.
    private var classicSize: CGSize {
        let image = currentImage != nil ? classicImageSize : .zero
        var title = classicTitleSize(maxWidth: 1e7)
        if title == .zero, currentImage == nil, currentBackgroundImage == nil {
            let font = storedTitleLabel?.font ?? .systemFont(ofSize: ButtonMetrics.classicTitleFontSize)
            title = CGSize(width: 0, height: LayoutNumber.ceil(font.lineHeight, scale: displayScale))
        }
        let insets = contentEdgeInsets + internalTitlePadding
        var size = CGSize(width: image.width + title.width + insets.left + insets.right,
                          height: max(image.height, title.height) + insets.top + insets.bottom)
        if let background = currentBackgroundImage {
            size.width = max(size.width, background.size.width)
            size.height = max(size.height, background.size.height)
        }
        return CGSize(width: LayoutNumber.ceil(size.width, scale: displayScale), height: LayoutNumber.ceil(size.height, scale: displayScale))
    }

    package override func engineDidAssignWidth(_ width: CGFloat) -> Bool {
        guard let appliedConfiguration, storedTitleLabel?.numberOfLines == 0 || storedSubtitleLabel?.numberOfLines == 0 else { return false }
        let natural = configurationSize(appliedConfiguration, maxWidth: nil)
        let newWidth: CGFloat? = width + 0.5 / displayScale < natural.width ? width : nil
        guard newWidth != engineWidth else { return false }
        let before = intrinsicContentSize
        engineWidth = newWidth
        guard intrinsicContentSize != before else { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        isApplyingContent = true
        defer { isApplyingContent = false }
        if let appliedConfiguration {
            layoutConfiguration(appliedConfiguration)
            return
        }
        backgroundView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        if let view = storedImageView, !view.isHidden { view.frame = imageRect(forContentRect: content) }
        if let label = storedTitleLabel, !label.isHidden { label.frame = titleRect(forContentRect: content) }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        updateConfigurationIfNeeded()
        super.draw(rect)
    }

    package override var descriptionDetails: [String] {
        var details: [String] = []
        if let currentTitle, !currentTitle.isEmpty { details.append("title = '\(currentTitle)'") }
        if let title = appliedConfiguration?.title { details.append("configuration title = '\(title)'") }
        return details
    }

    // MARK: Configuration layout

    /// The measured parts of a configured button's content.
    private struct ConfigurationParts {
        var title = CGSize.zero
        var subtitle = CGSize.zero
        var image = CGSize.zero
        var text: CGSize { CGSize(width: max(title.width, subtitle.width), height: title.height + subtitle.height + gap) }
        var gap: CGFloat = 0
    }

    private var hasImageContent: Bool {
        !(activityIndicator?.isHidden ?? true) || !(storedImageView?.isHidden ?? true)
    }

    private func imageSize(for configuration: Configuration) -> CGSize {
        if configuration.showsActivityIndicator {
            let side = configuration.appearance?.titleFont.lineHeight ?? 20
            return CGSize(width: side, height: side)
        }
        guard configuration.image != nil, let view = storedImageView, let image = view.displayedImage else { return .zero }
        return image.size
    }

    private func textSize(_ label: UILabel?, maxWidth: CGFloat?) -> CGSize {
        guard let label, !label.isHidden else { return .zero }
        let width = maxWidth.map { max($0, 1) } ?? 1e7
        return label.textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 1e7), limitedToNumberOfLines: label.numberOfLines).size
    }

    private func parts(for configuration: Configuration, textWidth: CGFloat?) -> ConfigurationParts {
        var parts = ConfigurationParts()
        parts.image = imageSize(for: configuration)
        parts.title = textSize(storedTitleLabel, maxWidth: textWidth)
        parts.subtitle = textSize(storedSubtitleLabel, maxWidth: textWidth)
        if parts.title.height > 0, parts.subtitle.height > 0 { parts.gap = configuration.titlePadding }
        return parts
    }

    private var imageIsBesideText: Bool {
        appliedConfiguration.map { $0.imagePlacement == .leading || $0.imagePlacement == .trailing } ?? true
    }

    /// The size of the image slot along the placement axis (at least `imageReservation`).
    private func imageSlot(_ configuration: Configuration, _ parts: ConfigurationParts) -> CGSize {
        var slot = parts.image
        guard parts.image != .zero || configuration.imageReservation > 0 else { return slot }
        let beside = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
        if beside { slot.width = max(slot.width, configuration.imageReservation) } else { slot.height = max(slot.height, configuration.imageReservation) }
        return slot
    }

    private func contentSize(_ configuration: Configuration, _ parts: ConfigurationParts) -> CGSize {
        let text = parts.text, image = imageSlot(configuration, parts)
        let padding = image != .zero && text != CGSize(width: 0, height: parts.gap) && text.width > 0 ? configuration.imagePadding : 0
        if configuration.imagePlacement == .top || configuration.imagePlacement == .bottom {
            return CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
        }
        return CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
    }

    /// A configured button's size: its content plus `contentInsets`, the text wrapped
    /// within `maxWidth` when it wraps.
    private func configurationSize(_ configuration: Configuration, maxWidth: CGFloat?) -> CGSize {
        let insets = configuration.contentInsets
        let horizontal = insets.leading + insets.trailing
        var textWidth: CGFloat?
        if let maxWidth {
            let image = imageSlot(configuration, parts(for: configuration, textWidth: nil))
            let beside = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
            textWidth = max(1, maxWidth - horizontal - (beside && image.width > 0 ? image.width + configuration.imagePadding : 0))
        }
        let content = contentSize(configuration, parts(for: configuration, textWidth: textWidth))
        let size = CGSize(width: content.width + horizontal, height: content.height + insets.top + insets.bottom)
        return CGSize(width: LayoutNumber.ceil(size.width, scale: displayScale), height: LayoutNumber.ceil(size.height, scale: displayScale))
    }

    private func layoutConfiguration(_ configuration: Configuration) {
        let background = configuration.background
        let backgroundInsets = background.backgroundInsets.edgeInsets(rightToLeft: isRightToLeft)
        backgroundView.frame = bounds.inset(by: backgroundInsets)
        let area = bounds.inset(by: configuration.contentInsets.edgeInsets(rightToLeft: isRightToLeft))
        var parts = parts(for: configuration, textWidth: nil)
        let slot0 = imageSlot(configuration, parts)
        let beside = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
        let availableText = max(1, area.width - (beside && slot0.width > 0 ? slot0.width + configuration.imagePadding : 0))
        if parts.text.width > availableText { parts = self.parts(for: configuration, textWidth: availableText) }
        let slot = imageSlot(configuration, parts)
        var content = contentSize(configuration, parts)
        let fills = contentHorizontalAlignment == .fill
        if fills { content.width = area.width }
        let scale = displayScale
        var origin = CGPoint.zero
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: origin.x = area.minX
        case .right: origin.x = area.maxX - content.width
        default: origin.x = area.minX + LayoutNumber.round((area.width - content.width) / 2, scale: scale)
        }
        switch contentVerticalAlignment {
        case .top, .fill: origin.y = area.minY
        case .bottom: origin.y = area.maxY - content.height
        case .center: origin.y = area.minY + LayoutNumber.round((area.height - content.height) / 2, scale: scale)
        }
        let hasText = parts.text.width > 0
        let padding = slot != .zero && hasText ? configuration.imagePadding : 0
        var imageFrame = CGRect.zero, textFrame = CGRect.zero
        let text = CGSize(width: min(parts.text.width, beside ? content.width - slot.width - padding : content.width), height: parts.text.height)
        let imageFirst: Bool
        switch configuration.imagePlacement {
        case .trailing: imageFirst = isRightToLeft
        case .bottom: imageFirst = false
        case .top: imageFirst = true
        default: imageFirst = !isRightToLeft
        }
        if beside {
            let imageX = imageFirst ? origin.x : origin.x + content.width - slot.width
            let textX = imageFirst ? origin.x + slot.width + padding : origin.x
            let textWidth = fills ? content.width - slot.width - padding : text.width
            let textOriginX = fills || hasText == false ? textX : (imageFirst ? textX : origin.x + content.width - slot.width - padding - text.width)
            imageFrame = CGRect(x: imageX, y: origin.y + LayoutNumber.round((content.height - slot.height) / 2, scale: scale), width: slot.width, height: slot.height)
            textFrame = CGRect(x: textOriginX, y: origin.y + LayoutNumber.round((content.height - text.height) / 2, scale: scale),
                               width: textWidth, height: text.height)
        } else {
            let imageY = imageFirst ? origin.y : origin.y + content.height - slot.height
            let textY = imageFirst ? origin.y + slot.height + padding : origin.y
            imageFrame = CGRect(x: origin.x + LayoutNumber.round((content.width - slot.width) / 2, scale: scale), y: imageY, width: slot.width, height: slot.height)
            textFrame = CGRect(x: origin.x + LayoutNumber.round((content.width - text.width) / 2, scale: scale), y: textY, width: text.width, height: text.height)
        }
        let shownImage = parts.image
        let imageRect = CGRect(x: imageFrame.midX - shownImage.width / 2, y: imageFrame.midY - shownImage.height / 2,
                               width: shownImage.width, height: shownImage.height)
        storedImageView?.frame = imageRect
        activityIndicator?.frame = imageRect
        let titleFrame = CGRect(x: textFrame.minX, y: textFrame.minY, width: textFrame.width, height: parts.title.height)
        storedTitleLabel?.frame = titleFrame
        storedSubtitleLabel?.frame = CGRect(x: textFrame.minX, y: titleFrame.maxY + parts.gap, width: textFrame.width, height: parts.subtitle.height)
    }
}
