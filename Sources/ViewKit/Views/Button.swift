/// A button, UIKit's `UIButton`: per-state title, title color, image, background color and
/// background image; an image and a title side by side, centred in the bounds less
/// `contentEdgeInsets`, which also pad its `intrinsicContentSize`.
open class Button: Control {
    /// The label that shows the title.
    public let titleLabel = Label()
    /// The image view that shows the image.
    public let imageView = ImageView()
    /// The button's type.
    public let buttonType: ButtonType

    private var titles: [State: String] = [:]
    private var attributedTitles: [State: AttributedText] = [:]
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]
    private var backgroundImages: [State: Image] = [:]
    private var backgroundColors: [State: Color] = [:]

    /// Padding between the bounds and the content.
    public var contentEdgeInsets = EdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    /// Space between the image and the title.
    public var imagePadding: Double = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Where the content sits horizontally.
    public var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    /// Where the content sits vertically.
    public var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }

    /// Creates a button of `type`.
    public init(type: ButtonType = .system) {
        buttonType = type
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        updateContent()
    }

    public override convenience init(frame: Rect) {
        self.init(type: .system)
        self.frame = frame
    }

    // MARK: Per-state values

    /// Sets the title for `state`.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    /// Sets an attributed title for `state` (per-stretch font, color and language); where
    /// one is in effect it shows instead of the plain title.
    public func setAttributedTitle(_ title: AttributedText?, for state: State) {
        attributedTitles[state] = title
        updateContent()
    }

    /// Sets the title color for `state`.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// Sets the image for `state`.
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        updateContent()
    }

    /// Sets the background image for `state` (stretched to the bounds).
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state] = image
        updateContent()
    }

    /// Sets the background color for `state`, drawn over `backgroundColor` with the
    /// corner radius.
    public func setBackgroundColor(_ color: Color?, for state: State) {
        backgroundColors[state] = color
        updateContent()
    }

    /// The title for `state`, falling back as UIKit does: the exact state, then its
    /// highlighted, selected or disabled part, then normal.
    public func title(for state: State) -> String? { value(in: titles, for: state) }
    public func attributedTitle(for state: State) -> AttributedText? { value(in: attributedTitles, for: state) }
    public func titleColor(for state: State) -> Color? { value(in: titleColors, for: state) }
    public func image(for state: State) -> Image? { value(in: images, for: state) }
    public func backgroundImage(for state: State) -> Image? { value(in: backgroundImages, for: state) }
    public func backgroundColor(for state: State) -> Color? { value(in: backgroundColors, for: state) }

    /// The title shown now.
    public var currentTitle: String? { attributedTitle(for: state)?.string ?? title(for: state) }
    /// The attributed title shown now, if any.
    public var currentAttributedTitle: AttributedText? { attributedTitle(for: state) }
    /// The image shown now.
    public var currentImage: Image? { image(for: state) }
    /// The title color in effect now, the type's default where none is set.
    public var currentTitleColor: Color {
        if let color = titleColor(for: state) { return color }
        switch buttonType {
        case .custom:
            return .white
        case .system:
            if !isEnabled { return .tertiaryLabel }
            return isHighlighted ? tintColor.withAlphaComponent(0.2) : tintColor
        }
    }

    private func value<Value>(in table: [State: Value], for state: State) -> Value? {
        if let exact = table[state] { return exact }
        for part in [State.highlighted, .selected, .disabled] where state.contains(part) {
            if let value = table[part] { return value }
        }
        return table[.normal]
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    private func updateContent() {
        if let attributed = currentAttributedTitle {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = currentTitle
        }
        titleLabel.textColor = currentTitleColor
        titleLabel.isHidden = (currentTitle ?? "").isEmpty
        imageView.image = currentImage
        imageView.isHidden = currentImage == nil
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    private var titleSize: Size { titleLabel.isHidden ? .zero : titleLabel.intrinsicContentSize }
    private var imageSize: Size { imageView.isHidden ? .zero : imageView.intrinsicContentSize }

    private var contentSize: Size {
        let title = titleSize, image = imageSize
        let padding = title.width > 0 && image.width > 0 ? imagePadding : 0
        return Size(width: image.width + padding + title.width, height: max(image.height, title.height))
    }

    open override var intrinsicContentSize: Size {
        let content = contentSize
        return Size(width: ceilToPixels(content.width + contentEdgeInsets.horizontal),
                    height: ceilToPixels(content.height + contentEdgeInsets.vertical))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        let area = bounds.inset(by: contentEdgeInsets)
        let title = titleSize, image = imageSize
        let padding = title.width > 0 && image.width > 0 ? imagePadding : 0
        var content = contentSize
        if contentHorizontalAlignment == .fill { content.width = area.width }
        if contentVerticalAlignment == .fill { content.height = area.height }
        let x: Double
        switch contentHorizontalAlignment {
        case .left, .fill: x = area.minX
        case .right: x = area.maxX - content.width
        case .center: x = area.minX + (area.width - content.width) / 2
        }
        func y(for height: Double) -> Double {
            switch contentVerticalAlignment {
            case .top: return area.minY
            case .bottom: return area.maxY - height
            case .center, .fill: return area.minY + (area.height - height) / 2
            }
        }
        let imageHeight = contentVerticalAlignment == .fill ? area.height : image.height
        let titleHeight = contentVerticalAlignment == .fill ? area.height : title.height
        imageView.frame = Rect(x: x, y: y(for: imageHeight), width: image.width, height: imageHeight)
        let titleWidth = max(0, min(title.width, area.maxX - (x + image.width + padding)))
        titleLabel.frame = Rect(x: x + image.width + padding, y: y(for: titleHeight),
                                width: contentHorizontalAlignment == .fill ? area.maxX - (x + image.width + padding) : titleWidth,
                                height: titleHeight)
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        if let color = backgroundColor(for: state) {
            canvas.fill(Path(roundedRect: rect, cornerRadius: cornerRadius), with: color.resolved(with: traitCollection))
        }
        if let image = backgroundImage(for: state) {
            do {
                try canvas.withSavedState { () throws(RenderingError) in
                    canvas.clip(to: Path(roundedRect: rect, cornerRadius: cornerRadius))
                    try image.draw(in: rect, canvas: canvas, tint: tintColor.resolved(with: traitCollection))
                }
            } catch {
                drawingErrors.append("could not draw its background image: \(error)")
            }
        }
    }

    open override var descriptionDetails: [String] {
        var details = super.descriptionDetails
        if let currentTitle { details.insert("title = \"\(currentTitle)\"", at: 0) }
        return details
    }
}
