import Foundation

/// What a configuration looks like for one button in one state, worked out by
/// `UIButton.Configuration.updated(for:)`: the text with its fonts and colors, the colors of
/// the image and activity indicator, and how the corners are rounded.
struct ButtonAppearance {
    var title: NSAttributedString?
    var subtitle: NSAttributedString?
    var titleFont: UIFont
    var subtitleFont: UIFont
    var foregroundColor: UIColor
    var imageColor: UIColor
    var activityIndicatorColor: UIColor
    /// The symbol configuration symbol images are drawn with.
    var symbolConfiguration: UIImage.SymbolConfiguration
    /// The corner radius, or nil for a capsule (half the shorter side).
    var cornerRadius: CGFloat?
    /// How the title and subtitle lines align.
    var textAlignment: NSTextAlignment
}
