import CGraphics
import CPNG
import Foundation

extension Bitmap {
    /// What writes `pngData()`'s bytes: the encoder's own version (CPNG's `PNGEncode.c`,
    /// which does its own filtering and deflate, so no library's version or level enters
    /// into it). The same pixels give the same bytes as long as this stays the same, so a
    /// gallery keeps a file whose pixels did not change only when it does (docs/GALLERY.md).
    /// Change it whenever a change to the encoder changes the bytes it writes.
    package static let pngEncoderIdentity = "cpng 2, own filters and deflate"

    /// Encodes the bitmap as PNG: 8-bit RGB when every pixel is opaque, else RGBA (straight
    /// alpha, as cairo un-premultiplies it), each row filtered with Up or Sub as libpng's
    /// measure prefers, and the rows compressed by the encoder's own deflate writer, which
    /// looks for matches where rendered UI repeats (runs of equal bytes, the pixel to the left,
    /// the row above) before a small hash table: files about the size of libpng's at zlib's
    /// default level, in a fraction of its time (Benchmarks/, `png-bench`). The same pixels
    /// always give the same bytes.
    public func pngData() throws(RenderingError) -> Data {
        cairo_surface_flush(storage.surface)
        let bytes = storage.bytes
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw .cairo("PNG encoding failed: the surface has no pixels")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = cpng_encode_argb32(base, Int32(pixelWidth), Int32(pixelHeight), Int32(storage.bytesPerRow),
                                        &output, &size, &message, Int32(message.count))
        guard status == 0, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .cairo("PNG encoding failed: \(text)")
        }
        defer { cpng_free(output) }
        return Data(bytes: output, count: size)
    }

    /// Encodes the bitmap as PNG through cairo and libpng (8-bit RGBA, zlib's default level):
    /// the encoder before `pngData()`, kept for the benchmark that compares the two.
    public func pngDataThroughCairo() throws(RenderingError) -> Data {
        final class Sink {
            var data = Data()
        }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(storage.surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("PNG encoding failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }

    /// Decodes PNG data. Corrupt, truncated and non-PNG data (a Git LFS pointer among it)
    /// throw an error that says which; images past the size limits are refused before
    /// any pixel is allocated.
    public init(pngData data: Data, scale: Double = 1) throws(RenderingError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data.prefix(8)) == signature else {
            if data.starts(with: Array("version https://git-lfs".utf8)) { throw .gitLFSPointer }
            throw .notPNG(data.isEmpty ? "the data is empty" : "it does not start with the PNG signature")
        }
        // IHDR: length (4), "IHDR" (4), width (4), height (4), right after the signature.
        guard data.count >= 24, Array(data[data.startIndex + 12..<data.startIndex + 16]) == Array("IHDR".utf8) else {
            throw .corruptPNG("no image header")
        }
        func bigEndian(_ offset: Int) -> Int {
            data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        try RenderingError.check(pixelWidth: bigEndian(16), pixelHeight: bigEndian(20))
        final class Source {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let source = Source(data)
        let decoded: OpaquePointer? = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                let wanted = Int(length)
                guard source.offset + wanted <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                source.data.withUnsafeBytes { bytes in
                    guard let base = bytes.baseAddress else { return }
                    buffer.update(from: base.advanced(by: source.offset).assumingMemoryBound(to: UInt8.self), count: wanted)
                }
                source.offset += wanted
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let decoded else { throw .cairo("cairo returned no surface") }
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(decoded)
            switch status {
            case CAIRO_STATUS_READ_ERROR: throw .corruptPNG("it ends before the image does")
            // The size was checked above, so cairo's "out of memory" here means libpng
            // gave up on damaged data.
            case CAIRO_STATUS_NO_MEMORY: throw .corruptPNG("libpng could not decode it")
            default: throw .corruptPNG(String(cString: cairo_status_to_string(status)))
            }
        }
        if cairo_image_surface_get_format(decoded) == CAIRO_FORMAT_ARGB32 {
            self.init(storage: SurfaceStorage(adopting: decoded), scale: scale)
            return
        }
        // Opaque and grayscale PNGs decode to other formats: redraw them as ARGB32.
        defer { cairo_surface_destroy(decoded) }
        let storage = try SurfaceStorage.make(
            pixelWidth: Int(cairo_image_surface_get_width(decoded)),
            pixelHeight: Int(cairo_image_surface_get_height(decoded))
        )
        guard let context = cairo_create(storage.surface) else { throw .cairo("cairo_create failed") }
        cairo_set_source_surface(context, decoded, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(storage.surface)
        self.init(storage: storage, scale: scale)
    }

    /// Reads a PNG file. A name ending in `@2x.png` or `@3x.png` sets the scale.
    public init(contentsOfFile path: String) throws(RenderingError) {
        let data = try RenderingError.imageContents(of: path)
        let name = (path as NSString).deletingPathExtension
        let scale: Double = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        do {
            try self.init(pngData: data, scale: scale)
        } catch .notPNG(let detail) {
            throw .notPNG("\(path): \(detail)")
        } catch .corruptPNG(let detail) {
            throw .corruptPNG("\(path): \(detail)")
        }
    }
}
