import ViewKit

/// One environment a variant renders in: traits, and for screens a device size.
public struct CatalogEnvironment: Hashable, Sendable {
    public var name: String
    public var traits: TraitCollection
    /// The device's size in points (for screens).
    public var deviceSize: Size?
    /// The device's safe area (for screens).
    public var safeArea: EdgeInsets

    public init(name: String, traits: TraitCollection, deviceSize: Size? = nil, safeArea: EdgeInsets = .zero) {
        self.name = name
        self.traits = traits
        self.deviceSize = deviceSize
        self.safeArea = safeArea
    }
}
