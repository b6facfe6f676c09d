import Foundation
internal import Typesetting

/// The JSON form of a text layout that `catalog shape --json` prints.
struct ShapeReport: Encodable {
    struct FontInfo: Encodable {
        var family: String
        var style: String
        var file: String
        var index: Int
        var version: String
    }

    struct GlyphInfo: Encodable {
        var id: UInt32
        var cluster: Int
        var advance: Double
        var offset: [Double]
    }

    struct RunInfo: Encodable {
        var language: String
        var script: String
        var font: FontInfo
        var size: Double
        var x: Double
        var truncationToken: Bool
        var glyphs: [GlyphInfo]
    }

    struct LineInfo: Encodable {
        var baseline: Double
        var width: Double
        var x: Double
        var y: Double
        var height: Double
        var text: String
        var runs: [RunInfo]
    }

    struct MissingInfo: Encodable {
        var codePoint: String
        var utf8Offset: Int
        var utf16Offset: Int
        var language: String
    }

    var size: [Double]
    var missing: [MissingInfo]
    var truncated: Bool
    var clipped: Bool
    var lines: [LineInfo]

    /// Rounds to a millionth of a point, so float noise (83.30000000000001) stays out.
    private static func tidy(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    init(_ layout: TextLayout) {
        let tidy = Self.tidy
        size = [tidy(layout.width), tidy(layout.height)]
        missing = layout.missingCharacters.map {
            MissingInfo(codePoint: $0.codePoint, utf8Offset: $0.utf8Offset, utf16Offset: $0.utf16Offset, language: $0.language)
        }
        truncated = layout.isTruncated
        clipped = layout.isClipped
        let texts = layout.visibleText
        lines = zip(layout.lines, texts).map { line, text in
            LineInfo(
                baseline: tidy(line.baseline), width: tidy(line.width), x: tidy(line.x), y: tidy(line.y), height: tidy(line.height), text: text,
                runs: line.runs.map { run in
                    RunInfo(
                        language: run.language.identifier,
                        script: run.script.code,
                        font: FontInfo(family: run.face.family, style: run.face.style, file: run.face.file, index: run.face.index, version: run.face.version),
                        size: run.pointSize,
                        x: tidy(run.x),
                        truncationToken: run.isTruncationToken,
                        glyphs: run.glyphs.map { GlyphInfo(id: $0.id, cluster: $0.cluster, advance: tidy($0.advance), offset: [tidy($0.xOffset), tidy($0.yOffset)]) }
                    )
                }
            )
        }
    }

    func jsonString() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A readable summary: the size, then each line with its runs.
    func text(_ layout: TextLayout) -> String {
        var out = "size \(format(size[0])) x \(format(size[1])) pt, \(lines.count) line(s)"
        if truncated { out += ", truncated" }
        if clipped { out += ", clipped" }
        for (number, line) in lines.enumerated() {
            out += "\nline \(number + 1): \"\(TerminalText.escape(line.text))\" width \(format(line.width)) baseline \(format(line.baseline))"
            for run in line.runs {
                out += "\n  \(run.script) \(run.language) \(run.font.family) \(run.font.style) \(format(run.size))pt: \(run.glyphs.count) glyph(s) [\(run.glyphs.map { String($0.id) }.joined(separator: " "))]"
            }
        }
        for character in layout.missingCharacters {
            out += "\nmissing: \(character)"
        }
        return out
    }

    private func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
