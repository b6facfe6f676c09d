import ViewKit

/// One environment a variant renders in: traits, and for screens a device (whose size
/// classes the traits carry).
public struct CatalogEnvironment: Hashable, Sendable {
    public var traits: TraitCollection
    /// The device screens render on (nil for components).
    public var device: EnvironmentMatrix.Device?

    /// An environment of `traits`; on `device`, its size classes replace the traits'.
    public init(traits: TraitCollection, device: EnvironmentMatrix.Device? = nil) {
        var traits = traits
        if let device {
            traits.horizontalSizeClass = device.horizontalSizeClass
            traits.verticalSizeClass = device.verticalSizeClass
        }
        self.traits = traits
        self.device = device
    }

    /// The traits part of the name: appearance, language, text size and scale, e.g.
    /// `light-ja-L-2x` (`TraitCollection.name(includingSizeClasses:)`; a device's size
    /// classes go without saying).
    public var traitsName: String { traits.name(includingSizeClasses: device == nil) }

    /// The environment's name: the device's, then the traits', e.g. `iPhone-dark-en-L-2x`.
    public var name: String { device.map { "\($0.name)-\(traitsName)" } ?? traitsName }

    /// The same traits on `device`.
    public func on(_ device: EnvironmentMatrix.Device) -> CatalogEnvironment {
        CatalogEnvironment(traits: traits, device: device)
    }
}
