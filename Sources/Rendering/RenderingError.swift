/// Why an image could not be made, read or written.
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A size that is zero, negative or not a number.
    case invalidSize(width: Double, height: Double)
    /// A size whose pixels would exhaust memory.
    case tooLarge(pixelWidth: Int, pixelHeight: Int)
    /// A display scale other than a positive finite number.
    case invalidScale(Double)
    /// Data that is not a PNG file.
    case notPNG(String)
    /// A Git LFS pointer file where a PNG was expected.
    case gitLFSPointer
    /// A PNG file that is damaged or cut short.
    case corruptPNG(String)
    /// An SVG file that cannot be parsed.
    case invalidSVG(String)
    /// A JPEG file that is damaged, cut short or not a JPEG.
    case corruptJPEG(String)
    /// A PDF file that cannot be opened or has no page.
    case invalidPDF(String)
    /// A file that cannot be read.
    case unreadableFile(path: String, reason: String)
    /// cairo failed.
    case cairo(String)
    /// A library opened when first needed (librsvg for SVG images, poppler-glib for PDF
    /// images) could not be opened: its name, the Debian package that installs it, and why.
    case missingLibrary(library: String, debianPackage: String, reason: String)

    /// The largest width or height of an image, in pixels.
    public static let maximumDimension = 16_384
    /// The largest number of pixels in an image (256 MiB of ARGB32).
    public static let maximumPixelCount = 64 * 1024 * 1024

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "Cannot make an image of \(width) x \(height) points: both sides must be positive, finite numbers."
        case let .tooLarge(width, height):
            return "An image of \(width) x \(height) pixels is too large: the limit is \(Self.maximumDimension) pixels a side and \(Self.maximumPixelCount) pixels in all. Render a smaller size or a lower scale."
        case let .invalidScale(scale):
            return "The display scale must be a positive, finite number such as 1, 2 or 3 (got \(scale))."
        case let .notPNG(detail):
            return "Not a PNG file (\(detail))."
        case .gitLFSPointer:
            return "This is a Git LFS pointer, not a PNG: fetch the real file with `git lfs pull`."
        case let .corruptPNG(detail):
            return "The PNG file is damaged or truncated (\(detail)); record it again."
        case let .invalidSVG(detail):
            return "The SVG file cannot be read: \(detail)."
        case let .unreadableFile(path, reason):
            return "Cannot read \(path): \(reason)."
        case let .corruptJPEG(detail):
            return "The JPEG could not be decoded: \(detail)."
        case let .invalidPDF(detail):
            return "The PDF could not be read: \(detail)."
        case let .cairo(message):
            return "cairo failed: \(message)."
        case let .missingLibrary(library, package, reason):
            return "\(library) could not be loaded (\(reason)): install the Debian package \(package) (apt-get install \(package))."
        }
    }

    /// Checks a pixel size against the limits.
    static func check(pixelWidth: Int, pixelHeight: Int) throws(RenderingError) {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw .invalidSize(width: Double(pixelWidth), height: Double(pixelHeight))
        }
        guard pixelWidth <= maximumDimension, pixelHeight <= maximumDimension,
              pixelWidth * pixelHeight <= maximumPixelCount else {
            throw .tooLarge(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
    }
}
