package import Rendering

/// A bitmap image, CoreGraphics' `CGImage`: premultiplied 8-bit ARGB pixels, immutable.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The pixels.
    package let bitmap: Bitmap

    package init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Width in pixels.
    public var width: Int { bitmap.pixelWidth }
    /// Height in pixels.
    public var height: Int { bitmap.pixelHeight }
    /// Bits per color component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { bitmap.storage.bytesPerRow }
    /// The color space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace.standardRGB }
    /// How alpha is stored: premultiplied, first (ARGB in a 32-bit little-endian word).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// The pixel layout.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) }
    /// Whether the image is a mask: never, here.
    public var isMask: Bool { false }
    /// Whether drawing interpolates pixels.
    public var shouldInterpolate: Bool { true }

    /// The part of the image inside `rect` (in pixels, clipped to the image); nil when that
    /// is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.standardized.integral.intersection(bounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        do {
            let target = try SurfaceStorage.make(pixelWidth: Int(area.width), pixelHeight: Int(area.height))
            let source = bitmap.storage.bytes, destination = target.mutableBytes
            let rowBytes = Int(area.width) * 4
            for row in 0..<Int(area.height) {
                let from = (Int(area.minY) + row) * bitmap.storage.bytesPerRow + Int(area.minX) * 4
                let to = row * target.bytesPerRow
                UnsafeMutableRawBufferPointer(rebasing: destination[to..<(to + rowBytes)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[from..<(from + rowBytes)]))
            }
            target.markDirty()
            return CGImage(bitmap: Bitmap(storage: target, scale: 1))
        } catch {
            return nil
        }
    }

    /// A copy of the image.
    public func copy() -> CGImage? { self }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || lhs.bitmap == rhs.bitmap
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    public var description: String { "<CGImage \(width) x \(height)>" }
}

/// Where alpha is kept in a pixel, CoreGraphics' `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout: alpha info in the low bits and byte order, CoreGraphics' `CGBitmapInfo`.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
