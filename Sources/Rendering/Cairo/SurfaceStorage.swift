import CGraphics

/// Owns one cairo ARGB32 image surface. Once handed to a `Bitmap` the pixels never change,
/// so sharing the storage between threads is safe.
package final class SurfaceStorage: @unchecked Sendable {
    package let surface: OpaquePointer

    /// Takes over a reference to `surface`.
    package init(adopting surface: OpaquePointer) {
        self.surface = surface
    }

    /// A new transparent surface; throws for sizes past the limits.
    package static func make(pixelWidth: Int, pixelHeight: Int) throws(RenderingError) -> SurfaceStorage {
        try RenderingError.check(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw .cairo("cairo_image_surface_create returned nothing")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        return SurfaceStorage(adopting: surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    package var width: Int { Int(cairo_image_surface_get_width(surface)) }
    package var height: Int { Int(cairo_image_surface_get_height(surface)) }
    package var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels: rows of native-endian 32-bit premultiplied ARGB, `bytesPerRow` apart.
    package var bytes: UnsafeRawBufferPointer {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: data, count: bytesPerRow * height)
    }

    /// Writable pixels, for code that fills a new surface before handing it on.
    package var mutableBytes: UnsafeMutableRawBufferPointer {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return UnsafeMutableRawBufferPointer(start: nil, count: 0) }
        return UnsafeMutableRawBufferPointer(start: data, count: bytesPerRow * height)
    }

    package func markDirty() {
        cairo_surface_mark_dirty(surface)
    }
}
