internal import Typesetting

/// Renders catalog items: builds a fresh view or view controller inside the item's
/// environment, sizes it as the item says (a component fits its content, a screen fills its
/// device), and collects what a reviewer needs beside the image.
public struct CatalogRenderer: Sendable {
    /// The renderer items are drawn with.
    public let renderer: ViewRenderer

    /// A catalog renderer drawing with `renderer`.
    public init(renderer: ViewRenderer) {
        self.renderer = renderer
    }

    /// Builds and renders `item` over `background` (the catalog's).
    public func render(_ item: CatalogItem, background: UIColor = .systemBackground) throws(RenderError) -> RenderedVariant {
        let environment = item.environment
        // What making the subject reports (a document's loading, a presentation refused)
        // belongs to its render: the render collects into these diagnostics.
        let outcome: Result<RenderedVariant, RenderError> = renderer.withEnvironment(environment) { RenderDiagnostics().collect {
            let subject = item.variant.make()
            let image: RenderedImage
            do throws(RenderError) {
                switch subject {
                case let .view(view):
                    image = try renderer.render(view, in: environment, size: item.renderSize, background: background)
                case let .controller(controller):
                    let onScreen = item.variant.onScreen.map { onScreen in { @MainActor (shown: UIViewController) in onScreen(.controller(shown)) } }
                    image = try renderer.render(controller, in: environment, size: item.renderSize, background: background, onScreen: onScreen)
                }
            } catch {
                return .failure(error)
            }
            let view = subject.view
            var labels: [RenderedVariant.LabelFonts] = []
            @MainActor func collect(_ view: UIView) {
                if let label = view as? UILabel, !view.isHidden, let layout = label.lastLayout {
                    labels.append(RenderedVariant.LabelFonts(viewPath: view.hierarchyPath, text: layout.text.string, faces: layout.faces.map(RenderedFontFace.init)))
                }
                view.subviews.forEach(collect)
            }
            collect(view)
            let inspectables = view.traitCollection.withCurrent { item.variant.inspect(subject) }
            return .success(RenderedVariant(
                item: item, image: image,
                inspectables: inspectables.map { RenderedVariant.InspectableValue(name: $0.name, value: $0.value) },
                intrinsicSize: view.intrinsicContentSize, labelFonts: labels
            ))
        } }
        return try outcome.get()
    }
}
