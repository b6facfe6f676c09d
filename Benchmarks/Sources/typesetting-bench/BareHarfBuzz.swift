import CAnchorGraphics

/// The floor to compare with: HarfBuzz shaping a string with a font made once, and nothing
/// else (no font choice, no line breaking, no layout). The benchmark's only C calls.
final class BareHarfBuzz {
    private let font: OpaquePointer
    private let language: hb_language_t?

    init?(file: String, index: Int, language: String) {
        guard let blob = hb_blob_create_from_file_or_fail(file) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { return nil }
        self.font = font
        self.language = hb_language_from_string(language, -1)
    }

    deinit {
        hb_font_destroy(font)
    }

    /// Shapes `text` and returns the sum of advances (so the work cannot be skipped).
    func shape(_ text: String) -> Int {
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_language(buffer, language)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var sum = 0
        for i in 0..<Int(count) { sum += Int(positions[i].x_advance) }
        return sum
    }
}
