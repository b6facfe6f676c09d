/// Traits a view sets for itself and its subviews, on top of what it inherits (UIKit's
/// `traitOverrides`). A nil property inherits.
public struct TraitOverrides: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    public var userInterfaceStyle: UserInterfaceStyle?
    public var preferredContentSizeCategory: ContentSizeCategory?
    public var layoutDirection: LayoutDirection?
    public var typesettingLanguage: Language?

    public init() {}

    /// `traits` with these overrides applied.
    public func applied(to traits: TraitCollection) -> TraitCollection {
        var result = traits
        if let horizontalSizeClass { result.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { result.verticalSizeClass = verticalSizeClass }
        if let userInterfaceStyle { result.userInterfaceStyle = userInterfaceStyle }
        if let preferredContentSizeCategory { result.preferredContentSizeCategory = preferredContentSizeCategory }
        if let layoutDirection { result.layoutDirection = layoutDirection }
        if let typesettingLanguage { result.typesettingLanguage = typesettingLanguage }
        return result
    }
}
