import Foundation

/// An image, UIKit's `UIImage`: a bitmap (PNG) or a vector document (SVG), with a size in
/// points and a rendering mode. Immutable and safe to share between threads.
public final class Image: Sendable {
    /// How an image is drawn: as is, or as a template filled with the tint color.
    public enum RenderingMode: String, Hashable, Sendable, Codable {
        /// Original colors (template for images created that way).
        case automatic
        case alwaysOriginal
        /// Only the image's alpha counts; the tint color fills it.
        case alwaysTemplate
    }

    enum Content: Sendable {
        case bitmap(Bitmap)
        case vector(SVGDocument)
    }

    let content: Content
    /// How the image is drawn.
    public let renderingMode: RenderingMode

    init(content: Content, renderingMode: RenderingMode) {
        self.content = content
        self.renderingMode = renderingMode
    }

    /// An image of `bitmap` (its size in points is its pixels over its scale).
    public convenience init(bitmap: Bitmap) {
        self.init(content: .bitmap(bitmap), renderingMode: .automatic)
    }

    /// An image of an SVG document.
    public convenience init(svg document: SVGDocument) {
        self.init(content: .vector(document), renderingMode: .automatic)
    }

    /// Reads a PNG or SVG file (by its extension; `@2x` and `@3x` in a PNG's name set its
    /// scale). A missing or unreadable file throws an error naming the path.
    public convenience init(contentsOfFile path: String) throws(RenderingError) {
        if path.lowercased().hasSuffix(".svg") {
            self.init(svg: try SVGDocument(contentsOfFile: path))
        } else {
            self.init(bitmap: try Bitmap(contentsOfFile: path))
        }
    }

    /// Reads PNG or SVG data (by its first bytes).
    public convenience init(data: Data, scale: Double = 1) throws(RenderingError) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self.init(bitmap: try Bitmap(pngData: data, scale: scale))
        } else {
            self.init(svg: try SVGDocument(data: data))
        }
    }

    /// The image's size in points.
    public var size: Size {
        switch content {
        case let .bitmap(bitmap): return Size(width: bitmap.width, height: bitmap.height)
        case let .vector(document): return document.size
        }
    }

    /// Whether the image is drawn as a template.
    public var isTemplate: Bool { renderingMode == .alwaysTemplate }

    /// The same image drawn with `mode`.
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        Image(content: content, renderingMode: mode)
    }

    /// Draws the image into `rect`; a template is filled with `tint`.
    func draw(in rect: Rect, canvas: Canvas, tint: RGBAColor) throws(RenderingError) {
        switch (content, isTemplate) {
        case let (.bitmap(bitmap), false):
            canvas.draw(bitmap, in: rect)
        case let (.bitmap(bitmap), true):
            canvas.drawMask(bitmap, in: rect, color: tint)
        case let (.vector(document), false):
            try canvas.draw(document, in: rect)
        case let (.vector(document), true):
            // Rasterize at the canvas's resolution, then use the result as a mask.
            let mask = try Canvas.rasterize(document, size: rect.size, scale: canvas.scale)
            canvas.drawMask(mask, in: rect, color: tint)
        }
    }
}
