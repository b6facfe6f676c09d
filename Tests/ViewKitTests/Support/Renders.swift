import Foundation
@testable import ViewKit

/// Shared renderer and helpers for the view tests.
enum Renders {
    static let renderer: Renderer = {
        do {
            return try Renderer()
        } catch {
            fatalError("The standard fonts are not installed: \(error)")
        }
    }()

    /// Renders, and when VIEWKIT_RENDER_DIR is set also writes the PNG there (for looking at).
    static func render(_ view: View, traits: TraitCollection = TraitCollection(), size: RenderSize = .fitting, name: String? = nil) throws -> RenderedImage {
        let image = try renderer.render(view, traits: traits, size: size)
        if let directory = ProcessInfo.processInfo.environment["VIEWKIT_RENDER_DIR"], let name {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try image.bitmap.pngData().write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
        }
        return image
    }

    static let japanese = TraitCollection(typesettingLanguage: .japanese)
}

extension Bitmap {
    /// Pixels in the rectangle (points) that are not `background`.
    func inkCount(in rect: Rect, background: Pixel) -> Int {
        var count = 0
        let x0 = Int(rect.minX * scale), x1 = min(pixelWidth, Int(rect.maxX * scale))
        let y0 = Int(rect.minY * scale), y1 = min(pixelHeight, Int(rect.maxY * scale))
        for y in max(0, y0)..<max(max(0, y0), y1) {
            for x in max(0, x0)..<max(max(0, x0), x1) where pixel(x: x, y: y).distance(to: background) > 40 {
                count += 1
            }
        }
        return count
    }
}
