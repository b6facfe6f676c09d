import Foundation
import SnapshotStore
import ViewRendering

extension Snapshotting where Value: UIView, Format == String {
    /// The laid-out hierarchy with frames (as the debugger's `recursiveDescription`), so a
    /// layout change shows as a readable text diff.
    public static func hierarchy(traits: UITraitCollection = UITraitCollection(), language: Locale.Language? = nil, size: RenderSize = .fitting,
                                 renderer: ViewRenderer? = nil) -> Snapshotting {
        let environment = RenderEnvironment(traits: traits, language: language)
        return Snapshotting(pathExtension: "txt", diffing: .lines, variantName: "hierarchy-" + environment.traitsName()) { view in
            // Rendering lays the tree out exactly as an image snapshot would.
            let rendered = try (renderer ?? ViewRenderer()).render(view, in: environment, size: size)
            let description = MainThread.run { view.recursiveDescription }
            return CapturedSnapshot(format: description + "\n", fonts: rendered.faces.map(\.face))
        }
    }
}
