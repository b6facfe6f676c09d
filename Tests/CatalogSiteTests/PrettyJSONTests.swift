import CatalogSite
import Foundation
import Testing

/// `manifest.json` is laid out from the compact text the page embeds; the result must be the
/// bytes `JSONEncoder`'s pretty printing gives for the same value.
@Suite("Pretty JSON from compact JSON")
struct PrettyJSONTests {
    struct Sample: Codable {
        var text: String
        var list: [Int]
        var empty: [String]
        var nothing: [String: Int]
        var nested: [[String: [Double]]]
        var flag: Bool?
    }

    static func both<Value: Encodable>(_ value: Value) throws -> (laidOut: String, pretty: String) {
        let compact = JSONEncoder()
        compact.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (String(decoding: PrettyJSON.layOut([UInt8](try compact.encode(value))), as: UTF8.self),
                String(decoding: try pretty.encode(value), as: UTF8.self))
    }

    @Test("Strings with the characters that structure JSON, escapes and Japanese; empty lists and objects; nesting", arguments: [
        #"plain"#, #"a:b,c{d}[e]"#, "quote \" backslash \\ slash / tab \t newline \n", "予約する", "\\\"", "",
    ])
    func sameAsPrettyPrinting(_ text: String) throws {
        let sample = Sample(text: text, list: [1, -2, 3], empty: [], nothing: [:], nested: [["a": [0.5, 1e-7], "b": []], [:]], flag: nil)
        let (laidOut, pretty) = try Self.both(sample)
        #expect(laidOut == pretty)
        let (laidOutList, prettyList) = try Self.both([sample, sample])
        #expect(laidOutList == prettyList)
    }

    @Test("A gallery's manifest, written by a render, comes out as pretty printing wrote it")
    func manifest() throws {
        let json = #"""
        {"entries":[{"group":"Buttons","kind":"component","name":"Button","variants":[{"inspectables":[{"name":"title","value":"予約する"}],
        "name":"Designable","renders":[{"environment":"light-ja-L-2x","fingerprint":"232x96-da73","height":48,"image":"images/Button/Designable/light-ja-L-2x.png",
        "intrinsicHeight":48,"intrinsicWidth":116.5,"labels":[{"faces":[{"family":"Noto Sans CJK JP","file":"/usr/share/fonts/a.ttc","hash":"41","index":0,
        "style":"Bold","version":"2.004"}],"text":"予約する","view":"Button > UILabel[1]"}],"pixelHeight":96,"pixelWidth":232,"scale":2,
        "traits":"light-ja-L-2x","warnings":[],"width":116.5}]}]}],"environments":[],"fonts":[],"groups":["Buttons"],
        "formatVersion":3,"summary":{"components":1,"images":1,"variants":1,"warnings":0}}
        """#
        let manifest = try JSONDecoder().decode(SiteManifest.self, from: Data(json.utf8))
        let (laidOut, pretty) = try Self.both(manifest)
        #expect(laidOut == pretty)
        #expect(laidOut.contains("\"warnings\" : [\n\n              ]"))
    }
}
