import Foundation

extension UIButton {
    /// A button's content and look, UIKit's `UIButton.Configuration` (iOS 15): a style
    /// (plain, gray, tinted, filled, ...) that colors the button for each state, a size that
    /// picks fonts, insets and corner radius, and the title, subtitle, image and padding.
    /// `updated(for:)` works out the colors of the button's state.
    public struct Configuration: Hashable {
        let style: ButtonStyle

        /// The background: fill, corner radius, stroke, image, custom view. Its fill follows
        /// the style and state unless code sets `background.backgroundColor`.
        public var background: UIBackgroundConfiguration
        /// How `background.cornerRadius` is used (`.dynamic` by default).
        public var cornerStyle = CornerStyle.dynamic
        /// The size: fonts, default content insets and corner radius.
        public var buttonSize = Size.medium {
            didSet {
                if !background.cornerRadiusIsCustom { background.storedCornerRadius = ButtonMetrics.cornerRadius(for: buttonSize) }
            }
        }
        /// The style under the Mac idiom (kept only).
        public var macIdiomStyle = MacIdiomStyle.automatic
        /// The color the style derives the foreground from (the tint, or the style's, when nil).
        public var baseForegroundColor: UIColor?
        /// The color the style derives the background from (the tint, or the style's, when nil).
        public var baseBackgroundColor: UIColor?
        /// The image beside the text.
        public var image: UIImage?
        /// Derives the image's color from the foreground color.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration of symbol images (the title's text style at large scale
        /// when nil).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Shows a spinning activity indicator in place of the image.
        public var showsActivityIndicator = false
        /// Derives the activity indicator's color from the foreground color.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The title's text and attributes; the size's font and the style's color fill in
        /// those it does not set.
        public var attributedTitle: AttributedString?
        /// Changes the title's attributes after the style's are applied.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle's text and attributes.
        public var attributedSubtitle: AttributedString?
        /// Changes the subtitle's attributes after the style's are applied.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The menu indicator.
        public var indicator = Indicator.automatic
        /// Derives the indicator's color from the foreground color.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        /// Which side of the text the image is on (one edge: leading by default).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the text (0 by default).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (1 point by default).
        public var titlePadding: CGFloat = 1
        /// How the title and subtitle align with each other.
        public var titleAlignment = TitleAlignment.automatic
        /// Whether a selected button takes the selected look of the style (plain, gray and
        /// tinted do by default; filled does not).
        public var automaticallyUpdateForSelection: Bool
        /// How the title wraps; word and character wrapping allow several lines.
        public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// How the subtitle wraps.
        public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// Space kept for the image along its placement axis, centered in it.
        public var imageReservation: CGFloat = 0

        var customContentInsets: NSDirectionalEdgeInsets?
        /// The look for a button's state, from `updated(for:)`.
        var appearance: ButtonAppearance?

        init(style: ButtonStyle) {
            self.style = style
            var background = UIBackgroundConfiguration.clear()
            background.storedCornerRadius = ButtonMetrics.cornerRadius(for: .medium)
            background.strokeColor = .clear
            background.strokeWidth = 1
            self.background = background
            automaticallyUpdateForSelection = style.selectionStyle != nil
        }

        // MARK: Styles

        /// No background; title and image in the tint color.
        public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }
        /// A tint-washed background; title and image in the tint color.
        public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }
        /// A gray background; title and image in the tint color.
        public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }
        /// A background of the tint color; title and image in white.
        public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }
        /// No background, as `plain()`.
        public static func borderless() -> UIButton.Configuration { Configuration(style: .borderless) }
        /// The bordered style, a gray background on iOS.
        public static func bordered() -> UIButton.Configuration { Configuration(style: .gray) }
        /// The bordered tinted style, a tint-washed background on iOS.
        public static func borderedTinted() -> UIButton.Configuration { Configuration(style: .tinted) }
        /// The prominent bordered style, a background of the tint color on iOS.
        public static func borderedProminent() -> UIButton.Configuration { Configuration(style: .filled) }

        // MARK: Text

        /// The title's text (the plain text of `attributedTitle`).
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        /// The subtitle's text (the plain text of `attributedSubtitle`).
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        // MARK: Insets

        /// The space between the button's edges and its content: the size's defaults until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? ButtonMetrics.contentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }

        /// Goes back to the size's default content insets.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        // MARK: Updating

        /// The configuration with the colors, fonts and text attributes of `button`'s state
        /// (and its traits and tint) filled in, as UIKit applies it.
        @preconcurrency @MainActor
        public func updated(for button: UIButton) -> UIButton.Configuration {
            var state = ButtonStyle.State()
            state.isDisabled = !button.isEnabled || button.tintAdjustmentMode == .dimmed
            state.isHighlighted = button.isHighlighted
            state.isSelected = button.isSelected
            state.isHeld = button.isHeld
            return resolved(for: button, state: state)
        }

        /// The configuration resolved for `button` in `state`.
        @preconcurrency @MainActor
        func resolved(for button: UIButton, state: ButtonStyle.State) -> UIButton.Configuration {
            var copy = self
            let traits = button.traitCollection
            let tint: UIColor = button.tintColor ?? .systemBlue
            var effectiveStyle = style
            if automaticallyUpdateForSelection, state.isSelected, let selected = style.selectionStyle { effectiveStyle = selected }
            let foreground = effectiveStyle.foregroundColor(base: baseForegroundColor, baseBackground: baseBackgroundColor, state: state, tint: tint)
            if !background.backgroundColorIsCustom {
                copy.background.backgroundColor = effectiveStyle.backgroundColor(base: baseBackgroundColor, state: state, tint: tint)
                copy.background.backgroundColorIsCustom = false
            }
            let titleFont = ButtonMetrics.titleFont(for: buttonSize, role: button.role, traits: traits)
            let subtitleFont = ButtonMetrics.subtitleFont(for: buttonSize, traits: traits)
            let alignment = resolvedTextAlignment(rightToLeft: button.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let title = attributedTitle.flatMap {
                Self.styled($0, font: titleFont, color: foreground, alignment: alignment, lineBreakMode: titleLineBreakMode,
                            transformer: titleTextAttributesTransformer)
            }
            let subtitle = attributedSubtitle.flatMap {
                Self.styled($0, font: subtitleFont, color: foreground, alignment: alignment, lineBreakMode: subtitleLineBreakMode,
                            transformer: subtitleTextAttributesTransformer)
            }
            var symbolConfiguration = UIImage.SymbolConfiguration(textStyle: ButtonMetrics.titleStyle(for: buttonSize), scale: .large)
            if let preferred = preferredSymbolConfigurationForImage {
                symbolConfiguration = preferred.pointSize > 0 || preferred.textStyle != nil
                    ? preferred
                    : symbolConfiguration.applying(preferred)
            }
            let indicator = effectiveStyle.activityIndicatorColor(foreground: foreground, state: state)
            copy.appearance = ButtonAppearance(
                title: title, subtitle: subtitle, titleFont: titleFont, subtitleFont: subtitleFont, foregroundColor: foreground,
                imageColor: imageColorTransformer?(foreground) ?? foreground,
                activityIndicatorColor: activityIndicatorColorTransformer?(indicator) ?? indicator,
                symbolConfiguration: symbolConfiguration, cornerRadius: resolvedCornerRadius(traits: traits), textAlignment: alignment)
            return copy
        }

        /// The corner radius the corner style gives (nil for a capsule).
        private func resolvedCornerRadius(traits: UITraitCollection) -> CGFloat? {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .dynamic: return UIFontMetrics(forTextStyle: .body).scaledValue(for: background.cornerRadius, compatibleWith: traits)
            case .capsule: return nil
            case .small, .medium, .large: return ButtonMetrics.cornerRadius(for: cornerStyle) ?? background.cornerRadius
            }
        }

        /// The alignment of the title and subtitle lines: `titleAlignment`, or for
        /// `.automatic` with both a title and a subtitle beside an image, the image's side.
        private func resolvedTextAlignment(rightToLeft: Bool) -> NSTextAlignment {
            switch titleAlignment {
            case .leading: return .natural
            case .trailing: return rightToLeft ? .left : .right
            case .center: return .center
            case .automatic:
                let hasBoth = !(attributedTitle?.characters.isEmpty ?? true) && !(attributedSubtitle?.characters.isEmpty ?? true)
                guard hasBoth, image != nil else { return .center }
                if imagePlacement == .leading { return .natural }
                if imagePlacement == .trailing { return rightToLeft ? .left : .right }
                return .center
            }
        }

        /// `text` with the style's attributes where it sets none, then the transformer's.
        private static func styled(_ text: AttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode,
                                   transformer: UIConfigurationTextAttributesTransformer?) -> NSAttributedString? {
            guard !text.characters.isEmpty else { return nil }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = alignment
            paragraph.lineBreakMode = lineBreakMode
            let result = NSMutableAttributedString(string: "")
            for run in text.runs {
                var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color, .paragraphStyle: paragraph]
                attributes.merge(AttributedStringBridge.attributes(from: run.attributes)) { _, own in own }
                if let transformer {
                    let transformed = transformer(AttributedStringBridge.container(from: attributes))
                    attributes = AttributedStringBridge.attributes(from: transformed)
                    if attributes[.paragraphStyle] == nil { attributes[.paragraphStyle] = paragraph }
                }
                result.append(NSAttributedString(string: String(text.characters[run.range]), attributes: attributes))
            }
            return result
        }

        // MARK: Equality

        public static func == (lhs: UIButton.Configuration, rhs: UIButton.Configuration) -> Bool {
            lhs.style == rhs.style && lhs.background == rhs.background && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
                && lhs.macIdiomStyle == rhs.macIdiomStyle && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.image == rhs.image
                && lhs.imageColorTransformer == rhs.imageColorTransformer
                && lhs.preferredSymbolConfigurationForImage == rhs.preferredSymbolConfigurationForImage
                && lhs.showsActivityIndicator == rhs.showsActivityIndicator
                && lhs.activityIndicatorColorTransformer == rhs.activityIndicatorColorTransformer
                && lhs.attributedTitle == rhs.attributedTitle && lhs.titleTextAttributesTransformer == rhs.titleTextAttributesTransformer
                && lhs.attributedSubtitle == rhs.attributedSubtitle
                && lhs.subtitleTextAttributesTransformer == rhs.subtitleTextAttributesTransformer && lhs.indicator == rhs.indicator
                && lhs.indicatorColorTransformer == rhs.indicatorColorTransformer && lhs.contentInsets == rhs.contentInsets
                && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
                && lhs.titleAlignment == rhs.titleAlignment && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
                && lhs.titleLineBreakMode == rhs.titleLineBreakMode && lhs.subtitleLineBreakMode == rhs.subtitleLineBreakMode
                && lhs.imageReservation == rhs.imageReservation
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(buttonSize)
            hasher.combine(cornerStyle)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(imagePadding)
            hasher.combine(titlePadding)
        }
    }
}
