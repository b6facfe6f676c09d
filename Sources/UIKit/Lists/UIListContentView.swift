import Foundation

/// The view a `UIListContentConfiguration` makes, UIKit's `UIListContentView`: an image
/// before a text and a secondary text, stacked or side by side, inside the configuration's
/// margins (a cell's own horizontal margins where it preserves them). It measures itself
/// for any width, so cells showing it size themselves.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A content view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// The configuration shown; a configuration of another type is ignored (reported).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                RenderIssues.report("UIListContentView shows UIListContentConfiguration only; a \(type(of: newValue)) was ignored.")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor.map { configuration.imageProperties.resolvedTintColor(for: $0) }
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        style(textLabel, text: configuration.text, attributed: configuration.attributedText, properties: configuration.textProperties)
        style(secondaryTextLabel, text: configuration.secondaryText, attributed: configuration.secondaryAttributedText,
              properties: configuration.secondaryTextProperties)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, text: String?, attributed: NSAttributedString?, properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.labelAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = (label.text ?? "").isEmpty && (label.attributedText?.length ?? 0) == 0
    }

    // MARK: Margins

    /// The margins the content sits in: the configuration's, with the superview's horizontal
    /// margins (where they reach into this view) in place of the style's own.
    package var contentMargins: UIEdgeInsets {
        let configuration = listConfiguration
        let rightToLeft = isRightToLeft
        var margins = configuration.directionalLayoutMargins.edgeInsets(rightToLeft: rightToLeft)
        let system = configuration.systemMargins.edgeInsets(rightToLeft: rightToLeft)
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal), let superview {
            let parent = superview.layoutMargins
            let left = max(0, parent.left - frame.minX)
            let right = max(0, parent.right - (superview.bounds.width - frame.maxX))
            margins.left = margins.left == system.left ? left : max(margins.left, left)
            margins.right = margins.right == system.right ? right : max(margins.right, right)
        }
        return margins
    }

    package override var systemDefaultLayoutMargins: UIEdgeInsets? { contentMargins }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = ListContentLayout(configuration: listConfiguration, margins: contentMargins, imageView: imageView, text: textLabel,
                                       secondary: secondaryTextLabel, rightToLeft: isRightToLeft)
        let frames = layout.frames(in: bounds.size)
        imageView.setFrameIfChanged(frames.image)
        textLabel.setFrameIfChanged(frames.text)
        secondaryTextLabel.setFrameIfChanged(frames.secondary)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = ListContentLayout(configuration: listConfiguration, margins: contentMargins, imageView: imageView, text: textLabel,
                                       secondary: secondaryTextLabel, rightToLeft: isRightToLeft)
        let width = size.width > 0 ? size.width : 1e6
        return CGSize(width: width, height: layout.height(forWidth: width))
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(CGSize(width: targetSize.width, height: 0))
    }

    /// The width the content takes on one line (a cell sizing itself in both directions).
    package var naturalWidth: CGFloat {
        ListContentLayout(configuration: listConfiguration, margins: contentMargins, imageView: imageView, text: textLabel,
                          secondary: secondaryTextLabel, rightToLeft: isRightToLeft).naturalWidth()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    /// Where the text starts, in this view's coordinates (separators start there).
    package var textLeadingX: CGFloat {
        layoutIfNeeded()
        if !textLabel.isHidden { return isRightToLeft ? bounds.width - textLabel.frame.maxX : textLabel.frame.minX }
        return isRightToLeft ? contentMargins.right : contentMargins.left
    }

    package override var descriptionDetails: [String] {
        [listConfiguration.text.map { "text = '\($0)'" }, listConfiguration.secondaryText.map { "secondaryText = '\($0)'" }].compactMap { $0 }
    }
}
