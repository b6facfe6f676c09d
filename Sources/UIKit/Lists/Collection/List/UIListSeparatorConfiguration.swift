import Foundation

/// How a list's separators look, UIKit's `UIListSeparatorConfiguration`.
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows, UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable {
        case automatic = 0, visible, hidden
    }

    /// The insets meaning "where the system puts it" (at the text).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// The separator above the item (automatic: none; rows draw the one below them).
    public var topSeparatorVisibility = Visibility.automatic
    /// The separator below the item.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top separator's insets.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The bottom separator's insets (automatic: from the text to the trailing edge).
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' color (the system separator color).
    public var color: UIColor = .separator
    /// The separators' color while several items are selected.
    public var multipleSelectionColor: UIColor = .separator
    /// A blur or vibrancy (kept).
    public var visualEffect: UIVisualEffect?

    /// The default separators of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// The bottom insets set in code, if any.
    var customBottomInsets: NSDirectionalEdgeInsets? {
        bottomSeparatorInsets == Self.automaticInsets ? nil : bottomSeparatorInsets
    }
}
