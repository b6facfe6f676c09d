internal import Rendering

/// Pixels for images that are not pixels (vectors, symbols): drawn at the image's scale.
enum ImageRasterizing {
    static func rasterize(_ image: UIImage) -> CGImage? {
        let size = image.size
        let scale = image.scale > 0 ? image.scale : 1
        guard size.width > 0, size.height > 0 else { return nil }
        do {
            let storage = try SurfaceStorage.make(pixelWidth: max(1, Int((size.width * scale).rounded(.up))),
                                                  pixelHeight: max(1, Int((size.height * scale).rounded(.up))))
            let context = try CGContext(storage: storage, scale: scale)
            ImageDrawing.draw(image, in: CGRect(origin: .zero, size: size), context: context, tint: image.fixedTint?.cgColor(in: UITraitCollection.current))
            return context.makeImage()
        } catch {
            RenderIssues.report("An image of \(size.width) × \(size.height) points could not be rasterized: \(error)")
            return nil
        }
    }
}
