internal import Typesetting

/// The numbers of buttons (see docs/UIKIT-BUTTON.md for the source of each): the classic
/// title font and padding, and per configuration size the text styles, content insets and
/// corner radius.
enum ButtonMetrics {
    // MARK: Classic buttons

    /// The title font of classic buttons of every type: the system font at 15 points.
    static let classicTitleFontSize: CGFloat = 15

    /// The padding classic buttons add above and below a title while `contentEdgeInsets` is
    /// zero (none left or right).
    static let classicTitleVerticalPadding: CGFloat = 6

    /// The alpha of a system button's title and images while highlighted.
    static let systemHighlightAlpha: CGFloat = 0.2

    /// The side of the info and add icons, and of the close button.
    static let infoIconSide: CGFloat = 22
    static let closeButtonSide: CGFloat = 30

    // MARK: Configurations

    /// The text style of a configured button's title (`role == .primary` takes the
    /// emphasized, semibold, variant).
    static func titleStyle(for size: UIButton.Configuration.Size) -> UIFont.TextStyle {
        switch size {
        case .medium, .large: return .body
        case .small, .mini: return .subheadline
        }
    }

    /// The text style of a configured button's subtitle.
    static func subtitleStyle(for size: UIButton.Configuration.Size) -> UIFont.TextStyle {
        switch size {
        case .medium, .large: return .footnote
        case .small, .mini: return .caption1
        }
    }

    /// The title font for `size`, `role` and the traits' content size category.
    @preconcurrency @MainActor
    static func titleFont(for size: UIButton.Configuration.Size, role: UIButton.Role, traits: UITraitCollection) -> UIFont {
        let font = UIFont.preferredFont(forTextStyle: titleStyle(for: size), compatibleWith: traits)
        guard role == .primary else { return font }
        return UIFont(engineFont: {
            var emphasized = font.engineFont
            emphasized.weight = UIFont.Weight.semibold.engineWeight
            return emphasized
        }())
    }

    /// The subtitle font for `size` and the traits' content size category.
    @preconcurrency @MainActor
    static func subtitleFont(for size: UIButton.Configuration.Size, traits: UITraitCollection) -> UIFont {
        UIFont.preferredFont(forTextStyle: subtitleStyle(for: size), compatibleWith: traits)
    }

    /// The default content insets: top and bottom, leading and trailing.
    static func contentInsets(for size: UIButton.Configuration.Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The background's default corner radius.
    static func cornerRadius(for size: UIButton.Configuration.Size) -> CGFloat {
        switch size {
        case .mini: return 4
        case .small: return 5
        case .medium: return 5.95
        case .large: return 8
        }
    }

    /// The radius the `.small`, `.medium` and `.large` corner styles put in place of the
    /// background's.
    static func cornerRadius(for style: UIButton.Configuration.CornerStyle) -> CGFloat? {
        switch style {
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        default: return nil
        }
    }
}
