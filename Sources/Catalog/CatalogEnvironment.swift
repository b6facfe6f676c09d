import ViewKit

/// One environment a variant renders in: traits, and for screens a device.
public struct CatalogEnvironment: Hashable, Sendable {
    /// The name of the traits part: appearance, language, text size and scale, e.g.
    /// `light-ja-L-2x`.
    public var traitsName: String
    public var traits: TraitCollection
    /// The device screens render on (nil for components).
    public var device: EnvironmentMatrix.Device?

    /// The environment's name: the device's, then the traits', e.g. `iPhone-dark-en-L-2x`.
    public var name: String { device.map { "\($0.name)-\(traitsName)" } ?? traitsName }

    public init(traitsName: String, traits: TraitCollection, device: EnvironmentMatrix.Device? = nil) {
        self.traitsName = traitsName
        self.traits = traits
        self.device = device
    }
}
