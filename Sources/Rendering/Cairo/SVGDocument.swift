import CRsvg
import CGraphics
import Foundation
import Geometry

/// A parsed SVG image (through librsvg), drawn as vectors at any size.
public final class SVGDocument: @unchecked Sendable {
    private let handle: OpaquePointer
    /// The intrinsic size in points (CSS pixels), from the width and height or the viewBox.
    public let size: Size
    /// Serializes rendering: librsvg handles are not documented as thread-safe.
    private let lock = NSLock()

    /// Parses SVG data.
    public init(data: Data) throws(RenderingError) {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes -> OpaquePointer? in
            guard let base = bytes.baseAddress else { return nil }
            return OpaquePointer(rsvg_handle_new_from_data(base.assumingMemoryBound(to: guint8.self), gsize(bytes.count), &error))
        }
        guard let handle else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "empty data"
            if let error { g_error_free(error) }
            throw .invalidSVG(message)
        }
        self.handle = handle
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(UnsafeMutablePointer(handle), &width, &height) == 0 {
            var viewBox = RsvgRectangle()
            var hasViewBox: gboolean = 0
            rsvg_handle_get_intrinsic_dimensions(UnsafeMutablePointer(handle), nil, nil, nil, nil, &hasViewBox, &viewBox)
            width = hasViewBox != 0 ? viewBox.width : 0
            height = hasViewBox != 0 ? viewBox.height : 0
        }
        guard width > 0, height > 0 else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw .invalidSVG("it has no size (give the svg element a width and height or a viewBox)")
        }
        size = Size(width: width, height: height)
    }

    /// Reads an SVG file.
    public convenience init(contentsOfFile path: String) throws(RenderingError) {
        let data = try FileReading.contents(of: path)
        do {
            try self.init(data: data)
        } catch .invalidSVG(let detail) {
            throw .invalidSVG("\(path): \(detail)")
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    func render(into context: OpaquePointer, viewport: Rect) {
        var rectangle = RsvgRectangle(x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
        lock.lock()
        defer { lock.unlock() }
        _ = rsvg_handle_render_document(UnsafeMutablePointer(handle), context, &rectangle, nil)
    }
}
