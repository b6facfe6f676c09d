import ViewKit

/// Renders catalog items: builds a fresh view, sizes it as the item says (a component fits
/// its content, a screen fills its device), and collects what a reviewer needs beside the
/// image.
public struct CatalogRenderer: Sendable {
    public let renderer: Renderer

    public init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// Builds and renders `item` over `background` (the catalog's).
    public func render(_ item: CatalogItem, background: Color = .systemBackground) throws(RenderError) -> RenderedVariant {
        let view = item.makeView()
        let image = try renderer.render(view, traits: item.traits, size: item.renderSize, background: background)
        var labels: [RenderedVariant.LabelFonts] = []
        func collect(_ view: View) {
            if let label = view as? Label, !view.isHidden, let layout = label.lastLayout {
                labels.append(RenderedVariant.LabelFonts(viewPath: view.hierarchyPath, text: layout.text.string, faces: layout.faces))
            }
            view.subviews.forEach(collect)
        }
        collect(view)
        return RenderedVariant(
            item: item, image: image,
            inspectables: item.variant.inspect(view).map { RenderedVariant.InspectableValue(name: $0.name, value: $0.value) },
            intrinsicSize: view.intrinsicContentSize, labelFonts: labels
        )
    }
}
