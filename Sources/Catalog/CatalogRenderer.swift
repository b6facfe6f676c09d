import ViewKit

/// Renders catalog variants: builds a fresh view, sizes it as the variant and environment
/// say (a component fits its content, a screen fills its device), and collects metadata.
public struct CatalogRenderer: Sendable {
    public let renderer: Renderer

    public init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// Builds and renders `variant` of `entry` in `environment` over `background` (the
    /// catalog's).
    public func render(_ entry: CatalogEntry, _ variant: CatalogVariant, in environment: CatalogEnvironment,
                       background: Color = .systemBackground) throws(RenderError) -> RenderedVariant {
        let view = variant.makeView(in: environment)
        let image = try renderer.render(view, traits: variant.traits(in: environment), size: variant.renderSize(in: environment),
                                            background: background)
        var labels: [RenderedVariant.LabelFonts] = []
        func collect(_ view: View) {
            if let label = view as? Label, !view.isHidden, let layout = label.lastLayout {
                labels.append(RenderedVariant.LabelFonts(viewPath: view.hierarchyPath, text: layout.text.string,
                                                         faces: layout.faces.map { "\($0.family) \($0.style) \($0.version) (\($0.file)#\($0.index))" }))
            }
            view.subviews.forEach(collect)
        }
        collect(view)
        return RenderedVariant(
            entry: entry.name, variant: variant.name, environment: variant.environmentName(in: environment), image: image,
            inspectables: variant.inspect(view).map { RenderedVariant.InspectableValue(name: $0.name, value: $0.value) },
            intrinsicSize: view.intrinsicContentSize, labelFonts: labels
        )
    }
}
