import ViewKit

/// The design system's type styles, on Dynamic Type text styles so they follow the user's
/// text size.
public enum TypographyTokens {
    public static var title: Font { styled(.title2, weight: .bold) }
    public static var info: Font { styled(.subheadline) }
    public static var body: Font { styled(.body) }
    public static var button: Font { styled(.headline) }
    public static var tab: Font { styled(.caption2, weight: .medium) }
    public static var badge: Font { styled(.caption2, weight: .bold) }

    private static func styled(_ style: Font.TextStyle, weight: Font.Weight? = nil) -> Font {
        var font = Font.preferredFont(forTextStyle: style)
        if let weight { font.weight = weight }
        return font
    }
}
