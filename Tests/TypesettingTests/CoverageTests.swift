import Testing
@testable import Typesetting

@Suite("Font coverage")
struct CoverageTests {
    /// Every code point, Unicode's private use planes and unassigned ones included.
    static let allScalars: ClosedRange<UInt32> = 0...0x10FFFF

    @Test("The coverage bits agree with HarfBuzz's cmap lookup for every code point",
          arguments: [(Fixtures.notoCJKRegular, 0), (Fixtures.wenQuanYiZenHei, 0), ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0)])
    func coverageMatchesCmap(file: String, index: Int) throws {
        let face = try HarfBuzzFace(file: file, index: index)
        var covered = 0
        var disagreements: [UInt32] = []
        for scalar in Self.allScalars {
            let mapped = face.mapsToGlyph(scalar)
            if mapped { covered += 1 }
            if face.covers(scalar) != mapped, disagreements.count < 10 { disagreements.append(scalar) }
        }
        #expect(disagreements.isEmpty, "\(file): covers() and the cmap differ at \(disagreements.map { String($0, radix: 16) })")
        // The faces map thousands of code points (a CJK face tens of thousands), in ranges
        // whose ends fall inside 64-bit words and on their edges.
        #expect(covered > 2_000, "\(file): only \(covered) code points mapped")
        #expect(!face.covers(0x110000) && !face.covers(.max))
    }
}
