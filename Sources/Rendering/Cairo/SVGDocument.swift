import CGraphics
import CSVG
import Foundation

/// A parsed SVG image (through librsvg), drawn as vectors at any size.
public final class SVGDocument: @unchecked Sendable {
    private let handle: OpaquePointer
    /// The intrinsic size in points (CSS pixels), from the width and height or the viewBox.
    public let size: CGSize
    /// Serializes rendering: librsvg handles are not documented as thread-safe.
    private let lock = NSLock()

    /// Parses SVG data.
    public init(data: Data) throws(RenderingError) {
        if let failure = csvg_load_failure() {
            throw .missingLibrary(library: "librsvg", debianPackage: "librsvg2-2", reason: String(cString: failure))
        }
        var error: UnsafeMutablePointer<CSVGError>?
        let handle = data.withUnsafeBytes { bytes -> OpaquePointer? in
            guard let base = bytes.baseAddress else { return nil }
            return csvg_handle_new_from_data(base.assumingMemoryBound(to: UInt8.self), UInt(bytes.count), &error)
        }
        guard let handle else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "empty data"
            if let error { csvg_error_free(error) }
            throw .invalidSVG(message)
        }
        self.handle = handle
        var width = 0.0, height = 0.0
        if csvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var viewBox = CSVGRectangle()
            var hasViewBox: Int32 = 0
            csvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            width = hasViewBox != 0 ? viewBox.width : 0
            height = hasViewBox != 0 ? viewBox.height : 0
        }
        guard width > 0, height > 0 else {
            csvg_object_unref(UnsafeMutableRawPointer(handle))
            throw .invalidSVG("it has no size (give the svg element a width and height or a viewBox)")
        }
        size = CGSize(width: width, height: height)
    }

    /// Reads an SVG file.
    public convenience init(contentsOfFile path: String) throws(RenderingError) {
        let data = try RenderingError.imageContents(of: path)
        do {
            try self.init(data: data)
        } catch .invalidSVG(let detail) {
            throw .invalidSVG("\(path): \(detail)")
        }
    }

    deinit {
        csvg_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// Draws the document into `context` within `viewport`; false when librsvg refused.
    package func render(into context: OpaquePointer, viewport: CGRect) -> Bool {
        render(into: context, x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
    }

    /// Draws the document into `context` within the rectangle; false when librsvg refused.
    package func render(into context: OpaquePointer, x: Double, y: Double, width: Double, height: Double) -> Bool {
        var rectangle = CSVGRectangle(x: x, y: y, width: width, height: height)
        lock.lock()
        defer { lock.unlock() }
        var error: UnsafeMutablePointer<CSVGError>?
        let drawn = csvg_handle_render_document(handle, UnsafeMutableRawPointer(context), &rectangle, &error)
        if let error { csvg_error_free(error) }
        return drawn != 0
    }
}
