import CJPEG
import Foundation

extension Bitmap {
    /// Decodes JPEG data (libjpeg): opaque pixels; grayscale and CMYK JPEGs come out RGB.
    /// The EXIF orientation is not applied to the pixels; `jpegOrientation(of:)` reads it.
    public init(jpegData data: Data, scale: Double = 1) throws(RenderingError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard data.count >= 3, data.starts(with: [0xFF, 0xD8, 0xFF]) else {
            throw .corruptJPEG(data.isEmpty ? "the data is empty" : "it does not start with a JPEG marker")
        }
        let header = try Self.jpegHeader(data)
        try RenderingError.check(pixelWidth: header.width, pixelHeight: header.height)
        let storage = try SurfaceStorage.make(pixelWidth: header.width, pixelHeight: header.height)
        var message = [CChar](repeating: 0, count: 256)
        let target = storage.mutableBytes
        let status = data.withUnsafeBytes { raw in
            cjpeg_decode_argb32(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, target.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                storage.bytesPerRow, UInt32(header.width), UInt32(header.height), &message, Int32(message.count))
        }
        storage.markDirty()
        guard status == 0 else { throw .corruptJPEG(Self.text(message, fallback: "libjpeg could not decode it")) }
        self.init(storage: storage, scale: scale)
    }

    /// The EXIF orientation of JPEG data, 1 (up) to 8; 1 when the data has none or is not
    /// a JPEG.
    public static func jpegOrientation(of data: Data) -> Int {
        (try? jpegHeader(data))?.orientation ?? 1
    }

    private static func jpegHeader(_ data: Data) throws(RenderingError) -> (width: Int, height: Int, orientation: Int) {
        var width: UInt32 = 0, height: UInt32 = 0
        var orientation: Int32 = 1
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            cjpeg_read_header(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height, &orientation, &message, Int32(message.count))
        }
        guard status == 0 else { throw .corruptJPEG(text(message, fallback: "no readable JPEG header")) }
        return (Int(width), Int(height), Int(orientation))
    }

    private static func text(_ message: [CChar], fallback: String) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? fallback : text
    }
}
