/// A component or screen in the catalog: where it sits (group), its name and its variants.
public struct CatalogEntry: Sendable {
    /// Components fit their content; screens fill a device.
    public enum Kind: String, Hashable, Sendable {
        case component
        case screen
    }

    public let group: String
    public let name: String
    public let kind: Kind
    public let variants: [CatalogVariant]

    /// An entry for `Component`, named after the type, so renaming the class renames the
    /// entry and no string can go stale.
    public static func component<Component: CatalogComponent>(
        _ type: Component.Type,
        group: String,
        variants: [CatalogVariant]
    ) -> CatalogEntry {
        CatalogEntry(group: group, name: String(describing: type), kind: .component, variants: variants)
    }

    /// An entry for a screen type.
    public static func screen<Screen>(_ type: Screen.Type, group: String = "Screens", variants: [CatalogVariant]) -> CatalogEntry {
        CatalogEntry(group: group, name: String(describing: type), kind: .screen, variants: variants)
    }
}
