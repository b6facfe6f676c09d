/// A rendered image: premultiplied ARGB32 pixels and the display scale they were drawn at.
/// Bitmaps are immutable values, safe to share between threads.
public struct Bitmap: Sendable, Equatable, CustomStringConvertible {
    package let storage: SurfaceStorage
    /// Points to pixels: 1, 2 or 3.
    public let scale: Double

    package init(storage: SurfaceStorage, scale: Double) {
        self.storage = storage
        self.scale = scale
    }

    /// A transparent bitmap of `pixelWidth` x `pixelHeight`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) throws(RenderingError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        self.init(storage: try SurfaceStorage.make(pixelWidth: pixelWidth, pixelHeight: pixelHeight), scale: scale)
    }

    /// Width in pixels.
    public var pixelWidth: Int { storage.width }
    /// Height in pixels.
    public var pixelHeight: Int { storage.height }
    /// Width in points.
    public var width: Double { Double(pixelWidth) / scale }
    /// Height in points.
    public var height: Double { Double(pixelHeight) / scale }

    /// The pixel at column `x`, row `y` (from the top left), not premultiplied.
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel (\(x), \(y)) is outside \(pixelWidth) x \(pixelHeight)")
        let value = storage.bytes.load(fromByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self)
        return Self.unpremultiplied(value)
    }

    /// The pixel under the point (`x`, `y`) in points.
    public func pixel(atPoint x: Double, _ y: Double) -> Pixel {
        pixel(x: min(Int(x * scale), pixelWidth - 1), y: min(Int(y * scale), pixelHeight - 1))
    }

    /// Calls `body` once with all pixels when rows are packed without padding (cairo's
    /// ARGB32 rows always are), else returns `nil` (use `forEachRow`).
    public func withPackedPixels<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T? {
        guard storage.bytesPerRow == pixelWidth * 4 else { return nil }
        return try body(UnsafeRawBufferPointer(rebasing: storage.bytes[0..<(pixelWidth * 4 * pixelHeight)]))
    }

    /// Calls `body` with each row of premultiplied native-endian ARGB32 pixels
    /// (`pixelWidth * 4` bytes, no padding), top to bottom.
    public func forEachRow(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        let bytes = storage.bytes
        let rowBytes = pixelWidth * 4
        for y in 0..<pixelHeight {
            try body(UnsafeRawBufferPointer(rebasing: bytes[(y * storage.bytesPerRow)..<(y * storage.bytesPerRow + rowBytes)]))
        }
    }

    /// Calls `body` with the premultiplied native-endian ARGB32 value of each pixel at
    /// `rows` × `columns` (which must be inside the bitmap), row by row.
    public func forEachSampledPixel(rows: StrideTo<Int>, columns: StrideTo<Int>, _ body: (UInt32) -> Void) {
        let bytes = storage.bytes
        let bytesPerRow = storage.bytesPerRow
        for y in rows {
            for x in columns {
                body(bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self))
            }
        }
    }

    /// Every pixel, row by row, not premultiplied (for differs and tests).
    public func pixels() -> [Pixel] {
        var result: [Pixel] = []
        result.reserveCapacity(pixelWidth * pixelHeight)
        let bytes = storage.bytes
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                result.append(Self.unpremultiplied(bytes.load(fromByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self)))
            }
        }
        return result
    }

    static func unpremultiplied(_ value: UInt32) -> Pixel {
        let alpha = UInt8(value >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = Int((value >> shift) & 0xFF)
            guard alpha != 0 else { return 0 }
            return UInt8(min(255, (premultiplied * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// Same size, scale and pixels.
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        guard lhs.pixelWidth == rhs.pixelWidth, lhs.pixelHeight == rhs.pixelHeight, lhs.scale == rhs.scale else { return false }
        if lhs.storage === rhs.storage { return true }
        let left = lhs.storage.bytes
        let right = rhs.storage.bytes
        let rowBytes = lhs.pixelWidth * 4
        for y in 0..<lhs.pixelHeight {
            let a = UnsafeRawBufferPointer(rebasing: left[(y * lhs.storage.bytesPerRow)..<(y * lhs.storage.bytesPerRow + rowBytes)])
            let b = UnsafeRawBufferPointer(rebasing: right[(y * rhs.storage.bytesPerRow)..<(y * rhs.storage.bytesPerRow + rowBytes)])
            if !a.elementsEqual(b) { return false }
        }
        return true
    }

    public var description: String {
        "Bitmap \(pixelWidth) x \(pixelHeight) px @\(formattedNumber(scale))x"
    }
}
