import ViewKit

/// Renders catalog variants: builds a fresh view, sizes it as the variant and environment
/// say (a component fits its content, a screen fills its device), and collects metadata.
public struct CatalogRenderer: Sendable {
    public let renderer: Renderer

    public init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// The render size for `variant` in `environment`.
    public static func renderSize(_ variant: CatalogVariant, in environment: CatalogEnvironment) -> RenderSize {
        switch variant.sizing {
        case .fitting: return .fitting
        case let .width(width): return .fittingHeight(width: width)
        case .device: return .fixed(environment.deviceSize ?? Size(width: 390, height: 844))
        }
    }

    /// Builds and renders `variant` of `entry` in `environment`.
    public func render(_ entry: CatalogEntry, _ variant: CatalogVariant, in environment: CatalogEnvironment) throws(RenderError) -> RenderedVariant {
        let view = variant.make()
        if variant.sizing == .device { view.additionalSafeAreaInsets = environment.safeArea }
        let image = try renderer.render(view, traits: environment.traits, size: Self.renderSize(variant, in: environment))
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
            entry: entry.name, variant: variant.name, environment: environment.name, image: image,
            inspectables: variant.inspect(view).map { RenderedVariant.InspectableValue(name: $0.name, value: $0.value) },
            intrinsicSize: view.intrinsicContentSize, labelFonts: labels
        )
    }
}
