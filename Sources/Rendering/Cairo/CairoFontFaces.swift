import CGraphics
import Locking

/// cairo font faces, one per font file and face index, made once per process and shared
/// (cairo font faces and scaled fonts lock internally, so threads may share them).
///
/// Faces come from a fontconfig pattern that names the file and every rendering option
/// outright, so neither the system's fontconfig rules nor its defaults can change pixels:
/// grayscale antialiasing, no hinting, unhinted metrics, no embedded bitmaps.
package final class CairoFontFaces: Sendable {
    /// cairo font faces are reference-counted and thread-safe.
    private struct Face: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private struct Faces: Sendable {
        var byFile: [String: Face] = [:]
    }

    private let faces = Locked(Faces())
    /// Font options applied to every scaled font.
    private let options: OptionsBox

    package static let shared = CairoFontFaces()

    private init() {
        options = OptionsBox()
    }

    /// The face for `file` and `index`; cairo reports a missing file when drawing.
    package func face(file: String, index: Int) -> OpaquePointer? {
        let key = "\(index):\(file)"
        if let face = faces.withLock({ $0.byFile[key] }) { return face.pointer }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                FcPatternAddString(pattern, FC_FILE, $0)
            }
        }
        FcPatternAddInteger(pattern, FC_INDEX, Int32(index))
        FcPatternAddBool(pattern, FC_ANTIALIAS, FcTrue)
        FcPatternAddBool(pattern, FC_HINTING, FcFalse)
        FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE)
        FcPatternAddBool(pattern, FC_AUTOHINT, FcFalse)
        FcPatternAddInteger(pattern, FC_RGBA, FC_RGBA_NONE)
        FcPatternAddBool(pattern, FC_EMBEDDED_BITMAP, FcFalse)
        guard let pointer = cairo_ft_font_face_create_for_pattern(pattern) else { return nil }
        let created = Face(pointer: pointer)
        let kept = faces.withLock { state -> Face in
            if let existing = state.byFile[key] { return existing }
            state.byFile[key] = created
            return created
        }
        if kept.pointer != created.pointer { cairo_font_face_destroy(created.pointer) }
        return kept.pointer
    }

    /// Applies the fixed text rendering options to `context`.
    package func applyOptions(to context: OpaquePointer) {
        cairo_set_font_options(context, options.options)
    }

    /// The fixed font options, made once.
    private final class OptionsBox: @unchecked Sendable {
        let options: OpaquePointer?

        init() {
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
            self.options = options
        }
    }
}
