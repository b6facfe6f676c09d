import CGraphics
import CPNG
import Foundation

/// An image as straight (not premultiplied) 8-bit RGBA bytes, rows packed: what a PNG file
/// stores and what the differ compares. Decoding a PNG this way applies no gamma or colour
/// conversion, so the bytes are those a browser's canvas or pixelmatch would read.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// width * height * 4 bytes: red, green, blue, alpha, row by row.
    public var bytes: [UInt8]

    /// An image of `width` x `height` filled with `fill`.
    public init(width: Int, height: Int, fill: Pixel = Pixel(red: 0, green: 0, blue: 0, alpha: 0)) throws(RenderingError) {
        try RenderingError.check(pixelWidth: width, pixelHeight: height)
        self.width = width
        self.height = height
        bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for index in 0..<(width * height) {
                buffer[index * 4] = fill.red
                buffer[index * 4 + 1] = fill.green
                buffer[index * 4 + 2] = fill.blue
                buffer[index * 4 + 3] = fill.alpha
            }
            count = width * height * 4
        }
    }

    /// The pixels of `bitmap`, unpremultiplied as cairo does when it writes a PNG (so a
    /// bitmap and the PNG recorded from it give the same bytes).
    public init(_ bitmap: Bitmap) {
        width = bitmap.pixelWidth
        height = bitmap.pixelHeight
        let source = bitmap.storage.bytes
        let stride = bitmap.storage.bytesPerRow
        let width = self.width, height = self.height
        bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = Bitmap.unpremultiplied(source.load(fromByteOffset: y * stride + x * 4, as: UInt32.self))
                    let offset = (y * width + x) * 4
                    buffer[offset] = pixel.red
                    buffer[offset + 1] = pixel.green
                    buffer[offset + 2] = pixel.blue
                    buffer[offset + 3] = pixel.alpha
                }
            }
            count = width * height * 4
        }
    }

    /// Decodes PNG data. Non-PNG data, a Git LFS pointer, a damaged or truncated file and
    /// sizes past the limits each give their own error; no pixel is allocated before the
    /// header has been checked.
    public init(pngData data: Data) throws(RenderingError) {
        guard data.count >= 8, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            if data.starts(with: Array("version https://git-lfs".utf8)) { throw .gitLFSPointer }
            throw .notPNG(data.isEmpty ? "the data is empty" : "it does not start with the PNG signature")
        }
        var width: UInt32 = 0, height: UInt32 = 0
        let headerRead = data.withUnsafeBytes { raw in
            cpng_read_size(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height)
        }
        guard headerRead == 0 else { throw .corruptPNG("no image header") }
        try RenderingError.check(pixelWidth: Int(width), pixelHeight: Int(height))
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            pixels.withUnsafeMutableBufferPointer { target in
                cpng_decode_rgba(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, target.baseAddress, target.count, &message, Int32(message.count))
            }
        }
        guard status == 0 else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corruptPNG(text.isEmpty ? "libpng could not decode it" : text)
        }
        self.width = Int(width)
        self.height = Int(height)
        bytes = pixels
    }

    /// Reads a PNG file; errors name the path.
    public init(contentsOfFile path: String) throws(RenderingError) {
        let data = try RenderingError.imageContents(of: path)
        do {
            try self.init(pngData: data)
        } catch .notPNG(let detail) {
            throw .notPNG("\(path): \(detail)")
        } catch .corruptPNG(let detail) {
            throw .corruptPNG("\(path): \(detail)")
        } catch .gitLFSPointer {
            throw .unreadableFile(path: path, reason: RenderingError.gitLFSPointer.description)
        }
    }

    /// The pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> Pixel {
        let offset = (y * width + x) * 4
        return Pixel(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
    }

    /// The image as a bitmap at `scale` (premultiplied for cairo), e.g. to encode as PNG.
    public func bitmap(scale: Double = 1) throws(RenderingError) -> Bitmap {
        let storage = try SurfaceStorage.make(pixelWidth: width, pixelHeight: height)
        let target = storage.mutableBytes
        let stride = storage.bytesPerRow
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                let alpha = UInt32(bytes[offset + 3])
                func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                let word = alpha << 24 | premultiplied(bytes[offset]) << 16 | premultiplied(bytes[offset + 1]) << 8 | premultiplied(bytes[offset + 2])
                target.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        storage.markDirty()
        return Bitmap(storage: storage, scale: scale)
    }

    /// Encodes the image as PNG (through cairo).
    public func pngData() throws(RenderingError) -> Data {
        try bitmap().pngData()
    }
}
