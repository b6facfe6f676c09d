import ViewKit

/// One variant of one entry in one environment, resolved once: the environment it really
/// renders in (a variant pinned to a device names that device), the size it renders at and
/// its name. The gallery, the manifest, the assertions and the review all take their
/// answers from here.
public struct CatalogItem: Sendable {
    public let entry: CatalogEntry
    public let variant: CatalogVariant
    /// The environment as this variant renders in it.
    public let environment: CatalogEnvironment
    /// How big the image is: the view's fitting size, a width, or the device's size.
    public let renderSize: RenderSize

    /// Resolves `variant` of `entry` in `environment` (one of a matrix's).
    public init(entry: CatalogEntry, variant: CatalogVariant, environment: CatalogEnvironment) {
        self.entry = entry
        self.variant = variant
        switch variant.sizing {
        case .fitting:
            self.environment = CatalogEnvironment(traits: environment.traits)
            renderSize = .fitting
        case let .width(width):
            self.environment = CatalogEnvironment(traits: environment.traits)
            renderSize = .fittingHeight(width: width)
        case .device:
            let device = environment.device ?? .iPhonePortrait
            self.environment = environment.on(device)
            renderSize = .fixed(device.size)
        case let .onDevice(device):
            self.environment = environment.on(device)
            renderSize = .fixed(device.size)
        }
    }

    /// The traits the variant renders with (a device's size classes included).
    public var traits: TraitCollection { environment.traits }

    /// `Entry variant environment`, for messages.
    public var description: String { "\(entry.name) \(variant.name) \(environment.name)" }

    /// A fresh view for this item; a screen gets its device's safe area.
    public func makeView() -> View {
        let view = variant.make()
        if let device = environment.device { view.additionalSafeAreaInsets = device.safeArea }
        return view
    }
}
