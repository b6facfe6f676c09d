import ViewKit

/// One state or content of a catalog entry: a name, and a factory that builds a fresh view
/// on whatever thread renders it.
public struct CatalogVariant: Sendable {
    /// How big a variant renders.
    public enum Sizing: Hashable, Sendable {
        /// The view's own fitting size (a component).
        case fitting
        /// A fixed width; the height the view needs.
        case width(Double)
        /// The device of the environment (a screen).
        case device
        /// Always `device`, whatever the environment's (a screen's layout for one device:
        /// landscape, a form sheet), with its size classes and safe area.
        case onDevice(EnvironmentMatrix.Device)
    }

    public let name: String
    public let sizing: Sizing
    /// Builds the view; each call gives a new one.
    public let make: @Sendable () -> View
    /// The inspectable values of a view this variant built.
    public let inspect: @Sendable (View) -> [(name: String, value: String)]

    /// A variant of `Component`: built with `init()`, prepared for the catalog, then
    /// configured by `configure`. The compiler checks every property `configure` sets.
    public static func component<Component: CatalogComponent>(
        _ type: Component.Type,
        _ name: String,
        sizing: Sizing = .fitting,
        configure: @escaping @Sendable (Component) -> Void = { _ in }
    ) -> CatalogVariant {
        CatalogVariant(name: name, sizing: sizing, make: {
            let component = Component()
            component.prepareForCatalog()
            configure(component)
            return component
        }, inspect: { view in
            guard let component = view as? Component else { return [] }
            return Component.inspectableProperties.map { ($0.name, $0.read(component)) }
        })
    }

    /// A variant built by `make` (a screen, say), without inspectable properties.
    public static func view<V: View>(_ name: String, sizing: Sizing = .device, make: @escaping @Sendable () -> V) -> CatalogVariant {
        CatalogVariant(name: name, sizing: sizing, make: make, inspect: { _ in [] })
    }
}
