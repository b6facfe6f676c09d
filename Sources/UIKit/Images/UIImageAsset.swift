/// The variants of one named image, UIKit's `UIImageAsset`: asks for the one that suits a
/// trait collection (scale, appearance).
open class UIImageAsset: NSObject, @unchecked Sendable {
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []
    /// Looks variants up lazily (asset catalog images).
    package var lookup: ((UITraitCollection) -> UIImage?)?

    public override init() {
        super.init()
    }

    /// The variant for `traitCollection`.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        if let lookup, let image = lookup(traitCollection) { return image }
        let matching = variants.filter { traitCollection.containsTraits(in: $0.traits) }
        let best = matching.max { $0.traits.changedTraits(from: UITraitCollection()).count < $1.traits.changedTraits(from: UITraitCollection()).count }
        return best?.image ?? variants.first?.image ?? UIImage()
    }

    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection.current)
    }

    /// Adds a variant for `traitCollection`.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        variants.removeAll { $0.traits == traitCollection }
        variants.append((traitCollection, image))
        image.imageAsset = self
    }

    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        variants.removeAll { $0.traits == traitCollection }
    }
}
