internal import Rendering

/// A bitmap context's pixels in the caller's memory: copied in when the context is made and
/// out on `flush()` (cairo draws into its own premultiplied ARGB words, converted here).
final class ExternalPixels {
    /// Where each component sits in a 4-byte pixel, as `CGBitmapInfo` describes it.
    struct Layout {
        /// Byte offsets of alpha, red, green and blue.
        var alpha: Int, red: Int, green: Int, blue: Int
        /// Whether the alpha byte is ignored (the `noneSkip…` layouts).
        var skipsAlpha: Bool

        init?(bitmapInfo: UInt32) {
            let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
            let littleEndian = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue == CGBitmapInfo.byteOrder32Little.rawValue
            let alphaFirst: Bool
            switch alphaInfo {
            case .premultipliedFirst?, .noneSkipFirst?: alphaFirst = true
            case .premultipliedLast?, .noneSkipLast?: alphaFirst = false
            default: return nil
            }
            skipsAlpha = alphaInfo == .noneSkipFirst || alphaInfo == .noneSkipLast
            // Big-endian order (the default): ARGB or RGBA bytes; little-endian reverses them.
            var order = alphaFirst ? [0, 1, 2, 3] : [3, 0, 1, 2]
            if littleEndian { order = order.map { 3 - $0 } }
            alpha = order[0]
            red = order[1]
            green = order[2]
            blue = order[3]
        }
    }

    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let layout: Layout

    init(data: UnsafeMutableRawPointer, bytesPerRow: Int, layout: Layout) {
        self.data = data
        self.bytesPerRow = bytesPerRow
        self.layout = layout
    }

    /// Copies the caller's pixels into `storage`.
    func load(into storage: SurfaceStorage) {
        let target = storage.mutableBytes
        for y in 0..<storage.height {
            for x in 0..<storage.width {
                let source = data.advanced(by: y * bytesPerRow + x * 4)
                let alpha = layout.skipsAlpha ? 255 : UInt32(source.load(fromByteOffset: layout.alpha, as: UInt8.self))
                let word = alpha << 24 | UInt32(source.load(fromByteOffset: layout.red, as: UInt8.self)) << 16
                    | UInt32(source.load(fromByteOffset: layout.green, as: UInt8.self)) << 8
                    | UInt32(source.load(fromByteOffset: layout.blue, as: UInt8.self))
                target.storeBytes(of: word, toByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self)
            }
        }
        storage.markDirty()
    }

    /// Copies `storage`'s pixels out to the caller's memory.
    func store(from storage: SurfaceStorage) {
        let source = storage.bytes
        for y in 0..<storage.height {
            for x in 0..<storage.width {
                let word = source.load(fromByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self)
                let target = data.advanced(by: y * bytesPerRow + x * 4)
                target.storeBytes(of: layout.skipsAlpha ? 255 : UInt8(word >> 24), toByteOffset: layout.alpha, as: UInt8.self)
                target.storeBytes(of: UInt8(truncatingIfNeeded: word >> 16), toByteOffset: layout.red, as: UInt8.self)
                target.storeBytes(of: UInt8(truncatingIfNeeded: word >> 8), toByteOffset: layout.green, as: UInt8.self)
                target.storeBytes(of: UInt8(truncatingIfNeeded: word), toByteOffset: layout.blue, as: UInt8.self)
            }
        }
    }
}
