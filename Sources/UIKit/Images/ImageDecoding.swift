import Foundation
import Rendering

/// Turns image files into image content: PNG as pixels, SVG as vectors.
enum ImageDecoding {
    struct Decoded {
        var content: UIImage.Content
        var size: CGSize
        var scale: CGFloat
    }

    static func decode(_ data: Data, scale: CGFloat, name: String) -> Decoded? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do {
                let bitmap = try Bitmap(pngData: data, scale: Double(scale))
                let image = CGImage(bitmap: bitmap)
                return Decoded(content: .bitmap(image), size: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale),
                               scale: scale)
            } catch {
                RenderIssues.report("The PNG image \(name) could not be read: \(error)")
                return nil
            }
        }
        if data.starts(with: [0xFF, 0xD8]) {
            RenderIssues.report("The image \(name) is a JPEG, which is not decoded on Linux: convert it to PNG.")
            return nil
        }
        if data.starts(with: Array("%PDF".utf8)) {
            RenderIssues.report("The image \(name) is a PDF, which is not drawn on Linux: export the vector as SVG (an imageset may hold both).")
            return nil
        }
        do {
            let document = try SVGDocument(data: data)
            return Decoded(content: .vector(document), size: CGSize(width: document.size.width, height: document.size.height), scale: scale)
        } catch {
            RenderIssues.report("The image \(name) is neither PNG nor SVG, or could not be read: \(error)")
            return nil
        }
    }

    /// The scale a file name says (`icon@2x.png` → 2), 1 when it says none.
    static func scale(fromFileName path: String) -> CGFloat {
        let base = (path as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }
}
