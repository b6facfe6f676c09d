import CPixelMatch
import Foundation
import Rendering

/// Exact pixel equality, in C so it stays fast in debug builds: what tells an unchanged
/// snapshot from its decoded reference before any threshold or diff image is needed.
public enum PixelEquality {
    /// Whether `image` (straight RGBA, as decoded from a PNG) holds exactly the pixels of
    /// `bitmap` (premultiplied, as rendered) as a PNG of it would store them.
    public static func image(_ image: RGBAImage, equals bitmap: Bitmap) -> Bool {
        guard image.width == bitmap.pixelWidth, image.height == bitmap.pixelHeight else { return false }
        let rowBytes = image.width * 4
        return image.bytes.withUnsafeBufferPointer { straight in
            guard let base = straight.baseAddress else { return image.bytes.isEmpty }
            var row = 0
            var equal = true
            bitmap.forEachRow { premultiplied in
                guard equal, let source = premultiplied.baseAddress else { return }
                equal = cpm_row_equals_unpremultiplied(base + row * rowBytes, source.assumingMemoryBound(to: UInt8.self), UInt32(image.width)) == 1
                row += 1
            }
            return equal
        }
    }

    /// Whether two straight RGBA images have the same size and bytes.
    public static func image(_ first: RGBAImage, equals second: RGBAImage) -> Bool {
        guard first.width == second.width, first.height == second.height else { return false }
        return first.bytes.withUnsafeBytes { a in
            second.bytes.withUnsafeBytes { b in
                guard a.count == b.count else { return false }
                guard let first = a.baseAddress, let second = b.baseAddress else { return true }
                return memcmp(first, second, a.count) == 0
            }
        }
    }
}
