import Foundation
import Testing
@testable import Typesetting

/// Shared objects and oracles for the text engine's tests.
enum Fixtures {
    /// One typesetter for all tests (it is thread-safe, and tests run in parallel).
    static let typesetter: Typesetter = {
        do {
            return try Typesetter()
        } catch {
            fatalError("The standard fonts are not installed: \(error)")
        }
    }()

    static let notoCJKRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let wenQuanYiZenHei = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"

    /// Glyph ids that `hb-shape` (HarfBuzz's own command-line tool) gives for `text`.
    static func hbShapeGlyphs(_ text: String, file: String, faceIndex: Int, language: String) throws -> [UInt32] {
        let output = try run("/usr/bin/hb-shape", [
            "--font-file=\(file)", "--face-index=\(faceIndex)", "--language=\(language)",
            "--no-glyph-names", "--no-positions", "--no-clusters", text,
        ])
        // Output looks like "[27873|37448]".
        let inner = output.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return inner.split(separator: "|").compactMap { UInt32($0) }
    }

    /// Runs a program and returns its standard output; throws when it fails.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleError.failed("\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    enum OracleError: Error {
        case failed(String)
    }
}

extension TextLayout {
    /// All runs of all lines.
    var runs: [GlyphRun] { lines.flatMap(\.runs) }
    /// All glyph ids in order.
    var glyphIDs: [UInt32] { runs.flatMap { $0.glyphs.map(\.id) } }
    /// The characters each line sets (trailing spaces included, no "…").
    var lineStrings: [String] {
        let scalars = Array(text.string.unicodeScalars)
        return lines.map { line in
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars[line.scalarRange])
            return string
        }
    }
}
