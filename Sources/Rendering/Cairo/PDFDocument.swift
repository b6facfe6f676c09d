import CGraphics
import CPDF
import Foundation

/// The first page of a PDF (through poppler-glib), drawn as vectors at any size: what an
/// asset catalog's single-scale PDF icon is.
public final class PDFDocument: @unchecked Sendable {
    private let document: OpaquePointer
    private let page: OpaquePointer
    /// The first page's size in points.
    public let size: CGSize
    /// How many pages the document has (images use the first).
    public let pageCount: Int
    /// Serializes drawing: poppler documents are not documented as thread-safe.
    private let lock = NSLock()

    /// Opens PDF data.
    public init(data: Data) throws(RenderingError) {
        guard data.starts(with: Array("%PDF".utf8)) else {
            throw .invalidPDF(data.isEmpty ? "the data is empty" : "it does not start with %PDF")
        }
        if let failure = cpdf_load_failure() {
            throw .missingLibrary(library: "poppler-glib", debianPackage: "libpoppler-glib8", reason: String(cString: failure))
        }
        let bytes = data.withUnsafeBytes { raw in cpdf_bytes_new(raw.baseAddress, UInt(raw.count)) }
        defer { cpdf_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<CPDFError>?
        guard let document = cpdf_document_new_from_bytes(bytes, nil, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "poppler could not open it"
            if let error { cpdf_error_free(error) }
            throw .invalidPDF(message)
        }
        let pages = Int(cpdf_document_get_n_pages(document))
        guard pages > 0, let page = cpdf_document_get_page(document, 0) else {
            cpdf_object_unref(UnsafeMutableRawPointer(document))
            throw .invalidPDF("it has no page")
        }
        var width = 0.0, height = 0.0
        cpdf_page_get_size(page, &width, &height)
        guard width > 0, height > 0 else {
            cpdf_object_unref(UnsafeMutableRawPointer(page))
            cpdf_object_unref(UnsafeMutableRawPointer(document))
            throw .invalidPDF("its first page has no size")
        }
        self.document = document
        self.page = page
        pageCount = pages
        size = CGSize(width: width, height: height)
    }

    deinit {
        cpdf_object_unref(UnsafeMutableRawPointer(page))
        cpdf_object_unref(UnsafeMutableRawPointer(document))
    }

    /// Draws the first page into `context` stretched over the rectangle (in the context's
    /// current coordinates, y down).
    package func render(into context: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
        lock.lock()
        defer { lock.unlock() }
        cairo_save(context)
        cairo_translate(context, x, y)
        cairo_scale(context, width / size.width, height / size.height)
        cairo_rectangle(context, 0, 0, size.width, size.height)
        cairo_clip(context)
        cpdf_page_render(page, UnsafeMutableRawPointer(context))
        cairo_restore(context)
    }
}
