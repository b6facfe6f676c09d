import Foundation

/// The content of a list cell, header or footer, UIKit's `UIListContentConfiguration`: an
/// image, a text and a secondary text with their styles, margins and paddings. Its factories
/// give the system styles of iOS 17 (cells, value and subtitle cells, sidebar cells, plain,
/// grouped and prominent headers and footers); `makeContentView()` makes a
/// `UIListContentView`. The metrics and their sources are in docs/TABLE-VIEW.md.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The image shown before the text.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The primary text (setting it clears `attributedText`).
    public var text: String? {
        didSet { if text != nil { storedAttributedText = nil } }
    }
    /// The primary text with attributes (setting it clears `text`).
    public var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            if newValue != nil { text = nil }
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// How the primary text is set.
    public var textProperties: TextProperties
    /// The secondary text (setting it clears `secondaryAttributedText`).
    public var secondaryText: String? {
        didSet { if secondaryText != nil { storedSecondaryAttributedText = nil } }
    }
    /// The secondary text with attributes (setting it clears `secondaryText`).
    public var secondaryAttributedText: NSAttributedString? {
        get { storedSecondaryAttributedText }
        set {
            storedSecondaryAttributedText = newValue
            if newValue != nil { secondaryText = nil }
        }
    }
    private var storedSecondaryAttributedText: NSAttributedString?
    /// How the secondary text is set.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the content view keeps at least its superview's margins.
    public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the two texts sit side by side when they fit (value cells).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The room between the image and the texts.
    public var imageToTextPadding: CGFloat = ListContentMetrics.imageToTextPadding
    /// The least room between side-by-side texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat = ListContentMetrics.textToSecondaryTextHorizontalPadding
    /// The room between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = ListContentMetrics.textToSecondaryTextVerticalPadding

    /// Which system style the configuration was made as (for its state updates).
    package var role = Role.cell

    /// The margins the style starts with: where the app has not changed them, a content
    /// view preserving its superview's horizontal margins takes the superview's as they are.
    package var systemMargins: NSDirectionalEdgeInsets

    package init(role: Role, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.role = role
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        systemMargins = margins
    }

    /// A new `UIListContentView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: a disabled cell's texts at half strength; selection
    /// and highlight leave the content as it is (the cell's background shows them).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var updated = self
        if let cell = state as? UICellConfigurationState, cell.isDisabled {
            updated.textProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
            updated.secondaryTextProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        }
        return updated
    }

    /// Whether there is a primary text to show.
    package var hasText: Bool { !(text ?? "").isEmpty || (attributedText?.length ?? 0) > 0 }
    /// Whether there is a secondary text to show.
    package var hasSecondaryText: Bool { !(secondaryText ?? "").isEmpty || (secondaryAttributedText?.length ?? 0) > 0 }

    public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.image == rhs.image && lhs.imageProperties == rhs.imageProperties && lhs.text == rhs.text
            && lhs.attributedText == rhs.attributedText && lhs.textProperties == rhs.textProperties
            && lhs.secondaryText == rhs.secondaryText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding && lhs.role == rhs.role
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(role)
        hasher.combine(directionalLayoutMargins.top)
        hasher.combine(directionalLayoutMargins.leading)
    }

    /// The system styles a configuration is made as.
    package enum Role: Hashable, Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarHeader

        /// Whether the role is a header or footer (not a cell).
        package var isHeaderFooter: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell: return false
            default: return true
            }
        }
    }
}
