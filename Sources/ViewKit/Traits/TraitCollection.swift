/// The environment a view is shown in, UIKit's `UITraitCollection`: size classes, display
/// scale, appearance, Dynamic Type size, layout direction and typesetting language.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point: 1, 2 or 3.
    public var displayScale: Double
    public var userInterfaceStyle: UserInterfaceStyle
    public var preferredContentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    /// The language text is set in when a label does not say (iOS 17's `typesettingLanguage`
    /// trait): `ja` makes Japanese come out in Japanese glyph forms.
    public var typesettingLanguage: Language?

    /// Creates a trait collection; the defaults are an iPhone in portrait at @2x, light,
    /// default text size, left to right.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .compact,
        verticalSizeClass: UserInterfaceSizeClass = .regular,
        displayScale: Double = 2,
        userInterfaceStyle: UserInterfaceStyle = .light,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight,
        typesettingLanguage: Language? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.typesettingLanguage = typesettingLanguage
    }

    /// A copy with one trait changed: `traits.with(\.userInterfaceStyle, .dark)`.
    public func with<Value>(_ trait: WritableKeyPath<TraitCollection, Value>, _ value: Value) -> TraitCollection {
        var copy = self
        copy[keyPath: trait] = value
        return copy
    }

    public var description: String {
        var parts = ["w: \(horizontalSizeClass.rawValue)", "h: \(verticalSizeClass.rawValue)",
                     "@\(Geometry.format(displayScale))x", userInterfaceStyle.rawValue, preferredContentSizeCategory.shortName]
        if layoutDirection == .rightToLeft { parts.append("RTL") }
        if let typesettingLanguage { parts.append(typesettingLanguage.identifier) }
        return "<" + parts.joined(separator: ", ") + ">"
    }
}
