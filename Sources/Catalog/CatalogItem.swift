/// One variant of one entry in one environment, resolved once: the environment it really
/// renders in (a variant pinned to a device names that device), the size it renders at and
/// its name. The gallery, the manifest, the assertions and the review all take their
/// answers from here.
public struct CatalogItem: Sendable {
    public let entry: CatalogEntry
    public let variant: CatalogVariant
    /// The environment as this variant renders in it.
    public let environment: RenderEnvironment
    /// How big the image is: the view's fitting size, a width, the device's size, or the
    /// device's width and its list's whole height.
    public let renderSize: RenderSize

    /// Resolves `variant` of `entry` in `environment` (one of a matrix's).
    public init(entry: CatalogEntry, variant: CatalogVariant, environment: RenderEnvironment) {
        self.entry = entry
        self.variant = variant
        switch variant.sizing {
        case .fitting:
            self.environment = RenderEnvironment(traits: environment.traits, language: environment.language)
            renderSize = .fitting
        case let .width(width):
            self.environment = RenderEnvironment(traits: environment.traits, language: environment.language)
            renderSize = .fittingHeight(width: width)
        case .device:
            let device = environment.device ?? .iPhonePortrait
            self.environment = environment.on(device)
            renderSize = .fixed(device.size)
        case let .onDevice(device):
            // A named model renders at its own scale whatever the matrix's scale.
            self.environment = environment.atScale(of: device)
            renderSize = .fixed(device.size)
        case .contentHeight:
            let device = environment.device ?? .iPhonePortrait
            self.environment = environment.on(device)
            renderSize = .contentHeight(screen: device.size)
        case let .onDeviceContentHeight(device):
            self.environment = environment.on(device)
            renderSize = .contentHeight(screen: device.size)
        case let .size(size):
            self.environment = RenderEnvironment(traits: environment.traits, language: environment.language)
            renderSize = .fixed(size)
        }
    }

    /// The traits the variant renders with (a device's size classes included).
    public var traits: UITraitCollection { environment.resolvedTraits }

    /// `Entry variant environment`, for messages.
    public var description: String { "\(entry.name) \(variant.name) \(environment.name)" }
}
