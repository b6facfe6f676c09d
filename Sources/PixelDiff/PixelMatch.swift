import CPixelMatch
import Rendering

/// A pixel differ compatible with pixelmatch 7.x: for the same images and options it counts
/// the same different pixels. Images of different sizes are not compared (see `compare`).
public enum PixelMatch {
    /// Why two images could not be compared.
    public enum Mismatch: Error, Hashable, Sendable {
        /// The images differ in size: pixelmatch compares only images of one size.
        case sizes(firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int)
    }

    /// Compares `first` (the reference) with `second`, optionally drawing a diff image:
    /// the reference faded to gray with different pixels in red and anti-aliasing in yellow.
    public static func compare(
        _ first: RGBAImage,
        _ second: RGBAImage,
        options: PixelMatchOptions = PixelMatchOptions(),
        diff: inout RGBAImage?
    ) throws(Mismatch) -> PixelMatchResult {
        guard first.width == second.width, first.height == second.height else {
            throw .sizes(firstWidth: first.width, firstHeight: first.height, secondWidth: second.width, secondHeight: second.height)
        }
        var settings = cpm_options()
        settings.threshold = options.threshold
        settings.include_antialiasing = options.includeAntialiasing ? 1 : 0
        settings.alpha = options.alpha
        settings.antialiasing_color = (options.antialiasingColor.red, options.antialiasingColor.green, options.antialiasingColor.blue)
        settings.diff_color = (options.diffColor.red, options.diffColor.green, options.diffColor.blue)
        if let alt = options.diffColorAlt {
            settings.diff_color_alt = (alt.red, alt.green, alt.blue)
            settings.use_alt_color = 1
        }
        settings.diff_mask = options.diffMask ? 1 : 0
        let width = UInt32(first.width), height = UInt32(first.height)
        var result = cpm_result()
        if var image = diff, image.width == first.width, image.height == first.height {
            result = first.bytes.withUnsafeBufferPointer { a in
                second.bytes.withUnsafeBufferPointer { b in
                    image.bytes.withUnsafeMutableBufferPointer { out in
                        cpm_compare(a.baseAddress, b.baseAddress, out.baseAddress, width, height, &settings)
                    }
                }
            }
            diff = image
        } else {
            result = first.bytes.withUnsafeBufferPointer { a in
                second.bytes.withUnsafeBufferPointer { b in
                    cpm_compare(a.baseAddress, b.baseAddress, nil, width, height, &settings)
                }
            }
        }
        return PixelMatchResult(width: first.width, height: first.height,
                                differentPixels: Int(result.different_pixels), antialiasedPixels: Int(result.antialiased_pixels))
    }

    /// Compares without drawing a diff image.
    public static func compare(_ first: RGBAImage, _ second: RGBAImage, options: PixelMatchOptions = PixelMatchOptions()) throws(Mismatch) -> PixelMatchResult {
        var none: RGBAImage?
        return try compare(first, second, options: options, diff: &none)
    }
}
