import Foundation
internal import PixelDiff
internal import Rendering
internal import UIKit

extension FuzzTarget {
    /// Decodes `data` as a reference (libpng, straight RGBA), as `UIImage(data:)` does
    /// (cairo), and reads its fingerprint chunk. Properties: a decoded image has the size its
    /// header states, within the limits, with all its bytes; the two decoders agree on the size
    /// when both accept the data.
    /// Images whose header states more pixels than this are only checked, not decoded: at up
    /// to 256 MB a decode they would make the run crawl, and the decoders' limits are tested
    /// in RenderingTests.
    static let largestDecodedPixelCount = 1 << 22

    @MainActor
    static func png(_ data: Data) -> [String] {
        var problems: [String] = []
        if data.count >= 24 {
            let width = data[data.startIndex + 16..<data.startIndex + 20].reduce(0) { $0 << 8 | Int($1) }
            let height = data[data.startIndex + 20..<data.startIndex + 24].reduce(0) { $0 << 8 | Int($1) }
            let pixels = width.multipliedReportingOverflow(by: height)
            if pixels.overflow || pixels.partialValue > largestDecodedPixelCount { return problems }
        }
        var referenceSize: (Int, Int)?
        if let image = try? RGBAImage(pngData: data) {
            referenceSize = (image.width, image.height)
            if image.bytes.count != image.width * image.height * 4 {
                problems.append("RGBAImage has \(image.bytes.count) bytes for \(image.width) x \(image.height) pixels")
            }
            problems += checkLimits(width: image.width, height: image.height, decoder: "RGBAImage")
        }
        var bitmapSize: (Int, Int)?
        if let bitmap = try? Bitmap(pngData: data) {
            bitmapSize = (bitmap.pixelWidth, bitmap.pixelHeight)
            problems += checkLimits(width: bitmap.pixelWidth, height: bitmap.pixelHeight, decoder: "Bitmap")
        }
        if let referenceSize, let bitmapSize, referenceSize != bitmapSize {
            problems.append("libpng decoded \(referenceSize) pixels, cairo \(bitmapSize)")
        }
        if let image = UIImage(data: data), bitmapSize != nil {
            let size = image.size
            if !(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0) {
                problems.append("UIImage(data:) has size \(size)")
            }
        }
        // At most 255 bytes, each at most one character (invalid UTF-8 reads as U+FFFD).
        if let fingerprint = PNGFingerprintChunk.read(from: data), fingerprint.unicodeScalars.count >= 256 {
            problems.append("the fingerprint chunk gave \(fingerprint.unicodeScalars.count) characters, more than it may hold")
        }
        // The same bytes in a slice that does not start at index 0, as a reader of a larger
        // buffer would pass them.
        let padded = Data([0]) + data
        let slice = padded.dropFirst()
        if PNGFingerprintChunk.read(from: slice) != PNGFingerprintChunk.read(from: data) {
            problems.append("the fingerprint chunk reads differently from a slice of the same bytes")
        }
        return problems
    }

    private static func checkLimits(width: Int, height: Int, decoder: String) -> [String] {
        guard width > 0, height > 0, width <= RenderingError.maximumDimension, height <= RenderingError.maximumDimension,
              width * height <= RenderingError.maximumPixelCount else {
            return ["\(decoder) accepted an image of \(width) x \(height) pixels, outside the limits"]
        }
        return []
    }
}
