import Foundation
internal import Rendering

/// Turns image files into image content: PNG and JPEG as pixels, SVG and PDF (its first
/// page) as vectors. What cannot be read is reported with what to do, and gives no image.
enum ImageDecoding {
    struct Decoded {
        var content: UIImage.Content
        var size: CGSize
        var scale: CGFloat
        /// A JPEG's EXIF orientation (`.up` for everything else).
        var orientation = UIImage.Orientation.up

        /// Whether the content is a vector (SVG or PDF).
        var isVector: Bool {
            switch content {
            case .vector, .pdf: return true
            default: return false
            }
        }
    }

    static func decode(_ data: Data, scale: CGFloat, name: String) -> Decoded? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            do {
                let bitmap = try Bitmap(pngData: data, scale: Double(scale))
                return decoded(bitmap, scale: scale)
            } catch {
                RenderIssues.report("The PNG image \(name) could not be read: \(error)")
                return nil
            }
        }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            do {
                let bitmap = try Bitmap(jpegData: data, scale: Double(scale))
                var result = decoded(bitmap, scale: scale)
                result.orientation = orientation(exif: Bitmap.jpegOrientation(of: data))
                return result
            } catch {
                RenderIssues.report("The JPEG image \(name) could not be read: \(error) Re-export it as a baseline or progressive JPEG, or as PNG.")
                return nil
            }
        }
        if data.starts(with: Array("%PDF".utf8)) {
            do {
                let document = try PDFDocument(data: data)
                if document.pageCount > 1 {
                    RenderIssues.report("The PDF image \(name) has \(document.pageCount) pages; only the first is drawn, as on iOS.")
                }
                return Decoded(content: .pdf(document), size: CGSize(width: document.size.width, height: document.size.height), scale: scale)
            } catch {
                RenderIssues.report("The PDF image \(name) could not be drawn: \(error) Export the icon again as a single-page PDF or as SVG.")
                return nil
            }
        }
        if data.starts(with: Array("version https://git-lfs".utf8)) {
            RenderIssues.report("The image \(name) is a Git LFS pointer, not the image: run `git lfs pull` to fetch the file.")
            return nil
        }
        do {
            let document = try SVGDocument(data: data)
            return Decoded(content: .vector(document), size: CGSize(width: document.size.width, height: document.size.height), scale: scale)
        } catch {
            RenderIssues.report("The image \(name) is not PNG, JPEG, PDF or SVG, or could not be read: \(error)")
            return nil
        }
    }

    private static func decoded(_ bitmap: Bitmap, scale: CGFloat) -> Decoded {
        let image = CGImage(bitmap: bitmap)
        return Decoded(content: .bitmap(image), size: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale), scale: scale)
    }

    /// UIKit's orientation for an EXIF orientation value (1 up, 3 down, 6 right, 8 left,
    /// and their mirrored forms 2, 4, 5, 7).
    static func orientation(exif: Int) -> UIImage.Orientation {
        switch exif {
        case 2: return .upMirrored
        case 3: return .down
        case 4: return .downMirrored
        case 5: return .leftMirrored
        case 6: return .right
        case 7: return .rightMirrored
        case 8: return .left
        default: return .up
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
