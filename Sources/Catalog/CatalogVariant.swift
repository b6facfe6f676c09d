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

    /// The device this variant renders on in `environment`, if it is a screen.
    public func device(in environment: CatalogEnvironment) -> EnvironmentMatrix.Device? {
        switch sizing {
        case .fitting, .width: return nil
        case .device: return environment.device ?? .iPhonePortrait
        case let .onDevice(device): return device
        }
    }

    /// The name of `environment` as this variant renders in it: a variant pinned to a device
    /// names that device.
    public func environmentName(in environment: CatalogEnvironment) -> String {
        device(in: environment).map { "\($0.name)-\(environment.traitsName)" } ?? environment.traitsName
    }

    /// The render size in `environment`: fitting for a component, the device for a screen.
    public func renderSize(in environment: CatalogEnvironment) -> RenderSize {
        switch sizing {
        case .fitting: return .fitting
        case let .width(width): return .fittingHeight(width: width)
        case .device, .onDevice: return .fixed(device(in: environment)?.size ?? EnvironmentMatrix.Device.iPhonePortrait.size)
        }
    }

    /// The traits in `environment`, with the size classes of the device the variant renders on.
    public func traits(in environment: CatalogEnvironment) -> TraitCollection {
        var traits = environment.traits
        if let device = device(in: environment) {
            traits.horizontalSizeClass = device.horizontalSizeClass
            traits.verticalSizeClass = device.verticalSizeClass
        }
        return traits
    }

    /// A fresh view for `environment`; a screen gets its device's safe area.
    public func makeView(in environment: CatalogEnvironment) -> View {
        let view = make()
        if let device = device(in: environment) { view.additionalSafeAreaInsets = device.safeArea }
        return view
    }
}
