import SnapshotStore
import ViewKit

extension Snapshotting where Value: View, Format == SnapshotImage {
    /// Renders the view with `traits` at `size` (over `background`, if given, else on
    /// transparency) and compares the image with its PNG reference (see `Diffing.image`).
    /// The variant is named after the traits (`TraitCollection.name()`), e.g. `light-ja-L-2x`.
    public static func image(
        traits: TraitCollection = TraitCollection(),
        size: RenderSize = .fitting,
        background: Color? = nil,
        threshold: Double = 0.1,
        tolerance: Double = 0,
        renderer: Renderer? = nil
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(threshold: threshold, tolerance: tolerance), variantName: traits.name()) { view in
            let rendered = try (renderer ?? Renderer()).render(view, traits: traits, size: size, background: background)
            return CapturedSnapshot(format: SnapshotImage(bitmap: rendered.bitmap), fonts: rendered.faces,
                                    notes: rendered.warnings.map(\.description))
        }
    }

    /// One image strategy per trait collection, each its own reference, keyed by variant
    /// name: `assertSnapshots(of: view, as: .images(traits: [light, dark]))`.
    public static func images(
        traits list: [TraitCollection],
        size: RenderSize = .fitting,
        threshold: Double = 0.1,
        tolerance: Double = 0
    ) -> [String: Snapshotting] {
        var strategies: [String: Snapshotting] = [:]
        for traits in list {
            strategies[traits.name()] = .image(traits: traits, size: size, threshold: threshold, tolerance: tolerance)
        }
        return strategies
    }
}

extension Dictionary where Key == String {
    /// One image strategy per trait collection, keyed by variant name, for
    /// `assertSnapshots(of: view, as: .images(traits: [light, dark]))`.
    public static func images<V: View>(
        traits list: [TraitCollection],
        size: RenderSize = .fitting,
        threshold: Double = 0.1,
        tolerance: Double = 0
    ) -> [String: Snapshotting<V, SnapshotImage>] where Value == Snapshotting<V, SnapshotImage> {
        Snapshotting<V, SnapshotImage>.images(traits: list, size: size, threshold: threshold, tolerance: tolerance)
    }
}
