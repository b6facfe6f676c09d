import UIKit

/// The design system's type styles: the system font at the sizes and weights of the
/// design, scaled with Dynamic Type like the text style each follows.
public enum TypographyTokens {
    public static var title: UIFont { scaled(22, .bold, like: .title2) }
    public static var info: UIFont { scaled(15, .regular, like: .subheadline) }
    public static var body: UIFont { scaled(17, .regular, like: .body) }
    public static var button: UIFont { scaled(17, .semibold, like: .headline) }
    public static var tab: UIFont { scaled(11, .medium, like: .caption2) }
    public static var badge: UIFont { scaled(11, .bold, like: .caption2) }

    private static func scaled(_ size: CGFloat, _ weight: UIFont.Weight, like style: UIFont.TextStyle) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight))
    }
}
