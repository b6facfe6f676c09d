import Foundation
internal import PixelDiff
package import Rendering

/// The image format of snapshots: a rendered bitmap (a snapshot taken now) or the straight
/// RGBA pixels of a reference read back from its PNG.
public struct SnapshotImage: Sendable {
    enum Storage: Sendable {
        case bitmap(Bitmap)
        case pixels(RGBAImage)
    }

    let storage: Storage

    /// A snapshot of a rendered bitmap.
    package init(bitmap: Bitmap) {
        storage = .bitmap(bitmap)
    }

    /// A snapshot of decoded pixels.
    package init(pixels: RGBAImage) {
        storage = .pixels(pixels)
    }

    /// Width and height in pixels.
    public var pixelSize: (width: Int, height: Int) {
        switch storage {
        case let .bitmap(bitmap): return (bitmap.pixelWidth, bitmap.pixelHeight)
        case let .pixels(pixels): return (pixels.width, pixels.height)
        }
    }

    /// The straight RGBA pixels (converted from the bitmap when needed).
    package var pixels: RGBAImage {
        switch storage {
        case let .bitmap(bitmap): return RGBAImage(bitmap)
        case let .pixels(pixels): return pixels
        }
    }

    /// The fingerprint the store keeps for a rendered snapshot (see `Fingerprint.of(_:)`);
    /// `nil` for decoded pixels, which are compared in full.
    package var fingerprint: String? {
        switch storage {
        case let .bitmap(bitmap): return Fingerprint.of(bitmap)
        case .pixels: return nil
        }
    }

    /// Whether `other` has exactly these pixels, as their PNGs would store them (checked in C).
    package func hasSamePixels(as other: SnapshotImage) -> Bool {
        switch (storage, other.storage) {
        case let (.pixels(pixels), .bitmap(bitmap)), let (.bitmap(bitmap), .pixels(pixels)):
            return PixelEquality.image(pixels, equals: bitmap)
        case let (.pixels(first), .pixels(second)):
            return PixelEquality.image(first, equals: second)
        case let (.bitmap(first), .bitmap(second)):
            return PixelEquality.image(RGBAImage(first), equals: second)
        }
    }

    /// PNG bytes.
    public func pngData() throws -> Data {
        switch storage {
        case let .bitmap(bitmap): return try bitmap.pngData()
        case let .pixels(pixels): return try pixels.pngData()
        }
    }
}

