import CGraphics
import Synchronization

/// Owns one HarfBuzz face and font (the font keeps the face, the face keeps the file's
/// blob). HarfBuzz objects are immutable once set up, so shaping from many threads at once
/// is safe.
final class HarfBuzzFace: @unchecked Sendable {
    private let font: OpaquePointer
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    /// One bit per code point the cmap maps, so coverage checks cost a shift and a mask: read
    /// from the cmap when the face is first asked (`coverage`). A process loads every face
    /// of its families when its typesetter starts, and text consults the later faces of a
    /// cascade only for what the first ones lack, so several are never asked; reading a CJK
    /// face's cmap is a few million instructions.
    private let coverageBits = Atomic<UnsafeMutablePointer<UInt64>?>(nil)
    private static let coverageWords = 0x110000 / 64

    init(file: String, index: Int) throws(FontError) {
        guard let blob = hb_blob_create_from_file_or_fail(file) else {
            throw .unreadableFontFile(file)
        }
        defer { hb_blob_destroy(blob) }
        let faceCount = hb_face_count(blob)
        guard index >= 0, UInt32(index) < max(faceCount, 1) else {
            throw .unreadableFontFile("\(file) has \(faceCount) faces, no face \(index)")
        }
        guard let face = hb_face_create(blob, UInt32(index)) else { throw .unreadableFontFile(file) }
        defer { hb_face_destroy(face) }
        let upem = Int(hb_face_get_upem(face))
        guard upem > 0, let font = hb_font_create(face) else { throw .unreadableFontFile(file) }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.font = font
        self.unitsPerEm = upem
        func metric(_ tag: hb_ot_metrics_tag_t) -> Int {
            var value: hb_position_t = 0
            _ = hb_ot_metrics_get_position(font, tag, &value)
            return Int(value)
        }
        ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        descender = metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        capHeight = metric(HB_OT_METRICS_TAG_CAP_HEIGHT)
        xHeight = metric(HB_OT_METRICS_TAG_X_HEIGHT)
    }

    /// The coverage bits, read from the cmap by the first caller. Callers on other threads at
    /// the same moment may each read them; the first to publish wins, and the others' copies
    /// are freed.
    private var coverage: UnsafeMutablePointer<UInt64> {
        if let bits = coverageBits.load(ordering: .acquiring) { return bits }
        let made = UnsafeMutablePointer<UInt64>.allocate(capacity: Self.coverageWords)
        made.initialize(repeating: 0, count: Self.coverageWords)
        Self.readCoverage(of: hb_font_get_face(font), into: UnsafeMutableBufferPointer(start: made, count: Self.coverageWords))
        let (won, current) = coverageBits.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
        guard !won, let current else { return made }
        made.deallocate()
        return current
    }

    private static func readCoverage(of face: OpaquePointer?, into words: UnsafeMutableBufferPointer<UInt64>) {
        guard let face, let set = hb_set_create() else { return }
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        // In batches of code points: the set's ranges one call at a time cost a thousand
        // instructions a call, and a CJK face has thousands of ranges (a worker loads seven
        // faces before its first image).
        var batch = [hb_codepoint_t](repeating: 0, count: 4096)
        var last = hb_codepoint_t.max   // HB_SET_VALUE_INVALID: from the first
        batch.withUnsafeMutableBufferPointer { found in
            guard let base = found.baseAddress else { return }
            while true {
                let count = Int(hb_set_next_many(set, last, base, UInt32(found.count)))
                guard count > 0 else { return }
                for scalar in found[..<count] {
                    guard scalar < 0x110000 else { return }
                    words[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63)
                }
                last = found[count - 1]
            }
        }
    }

    deinit {
        hb_font_destroy(font)
        coverageBits.load(ordering: .acquiring)?.deallocate()
    }

    /// Whether the font's cmap maps `scalar` to a glyph.
    func covers(_ scalar: UInt32) -> Bool {
        scalar < 0x110000 && coverage[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0
    }

    /// Whether HarfBuzz's cmap lookup gives `scalar` a glyph: what `covers` answers from its
    /// bits, asked of the font one code point at a time (tests check the bits with it).
    func mapsToGlyph(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// Shapes `scalars` left to right with `script` and `language`, scaling positions from
    /// font units to points at `pointSize`. Clusters are given by `cluster(i)` for the
    /// glyph of the run's `i`-th code point.
    func shape(
        _ scalars: ArraySlice<UInt32>,
        script: Script,
        language: Language,
        pointSize: Double,
        cluster: (Int) -> (utf8Offset: Int, scalarIndex: Int)
    ) -> [Glyph] {
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        // Tabs are shaped as spaces; the layout widens them to the next tab stop.
        let text = scalars.contains(0x09) ? ArraySlice(scalars.map { $0 == 0x09 ? 0x20 : $0 }) : scalars
        text.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf32(buffer, pointer.baseAddress, Int32(pointer.count), 0, Int32(pointer.count))
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script.harfBuzzScript)
        hb_buffer_set_language(buffer, language.harfBuzzLanguage)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        let scale = pointSize / Double(unitsPerEm)
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let (utf8Offset, scalarIndex) = cluster(Int(infos[i].cluster))
            glyphs.append(Glyph(
                id: infos[i].codepoint,
                cluster: utf8Offset,
                scalarIndex: scalarIndex,
                advance: Double(positions[i].x_advance) * scale,
                xOffset: Double(positions[i].x_offset) * scale,
                yOffset: Double(positions[i].y_offset) * scale
            ))
        }
        return glyphs
    }
}
