import SnapshotStore
import ViewKit

extension Snapshotting where Value: View, Format == String {
    /// The laid-out hierarchy with frames (`recursiveDescription()`), so a layout change
    /// shows as a readable text diff.
    public static func hierarchy(traits: TraitCollection = TraitCollection(), size: RenderSize = .fitting, renderer: Renderer? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines, variantName: "hierarchy-" + traits.name()) { view in
            // Rendering lays the tree out exactly as an image snapshot would.
            let rendered = try (renderer ?? Renderer()).render(view, traits: traits, size: size)
            return CapturedSnapshot(format: view.recursiveDescription() + "\n", fonts: rendered.faces)
        }
    }
}
