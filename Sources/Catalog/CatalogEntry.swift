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

    public init(group: String, name: String, kind: Kind, variants: [CatalogVariant]) {
        self.group = group
        self.name = name
        self.kind = kind
        self.variants = variants
    }

    /// An entry for the view class `type`, named after it, so renaming the class renames the
    /// entry and no string can go stale.
    public static func component<View: UIView>(_ type: View.Type, group: String, variants: [CatalogVariant]) -> CatalogEntry {
        CatalogEntry(group: group, name: TypeName.of(type), kind: .component, variants: variants)
    }

    /// An entry for a screen: a view controller class (or a view that fills a device).
    public static func screen<Screen>(_ type: Screen.Type, group: String = "Screens", variants: [CatalogVariant]) -> CatalogEntry {
        CatalogEntry(group: group, name: TypeName.of(type), kind: .screen, variants: variants)
    }

    /// The entry of an `@IBDesignable` class, as the UIKit mirror generates it: one variant
    /// made by `make` with `prepareForInterfaceBuilder()` run (only here, as Interface
    /// Builder runs it), its `@IBInspectable` properties listed; then any variants the team
    /// declares by hand (states, sample content).
    public static func designable<View: UIView>(_ type: View.Type, group: String = "Designables",
                                                make: @escaping @MainActor @Sendable () -> View,
                                                inspectables: [InspectableProperty<View>], variants: [CatalogVariant] = []) -> CatalogEntry {
        let designed = CatalogVariant.view(designableVariantName, inspectables: inspectables, prepareForInterfaceBuilder: true, make: make)
        return CatalogEntry(group: group, name: TypeName.of(type), kind: .component, variants: [designed] + variants)
    }

    /// This entry in `group` (its own when nil) with `variants` after its own. Added variants
    /// that list no inspectables of their own list the entry's designable ones (those of its
    /// "Designable" variant), so every state of an `@IBDesignable` class shows its
    /// `@IBInspectable` values.
    public func adding(_ variants: [CatalogVariant], group: String? = nil) -> CatalogEntry {
        let designed = self.variants.first { $0.name == CatalogEntry.designableVariantName }
        let added = variants.map { variant in
            guard let designed else { return variant }
            return CatalogVariant(name: variant.name, sizing: variant.sizing, make: variant.make, inspect: { subject in
                let own = variant.inspect(subject)
                return own.isEmpty ? designed.inspect(subject) : own
            }, onScreen: variant.onScreen)
        }
        return CatalogEntry(group: group ?? self.group, name: name, kind: kind, variants: self.variants + added)
    }

    /// The name of the variant an `@IBDesignable` class is shown in as Interface Builder
    /// shows it.
    public static let designableVariantName = "Designable"
}
