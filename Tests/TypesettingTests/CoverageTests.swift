import Dispatch
import Foundation
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

    @Test("Threads asking a new face at once all get its coverage (the bits are read once, on first use)")
    func firstUseFromManyThreads() throws {
        let face = try HarfBuzzFace(file: Fixtures.notoCJKRegular, index: 0)
        // 日, あ, A, an unassigned code point and a private-use one.
        let scalars: [UInt32] = [0x65E5, 0x3042, 0x41, 0x0378, 0xE000]
        let expected = scalars.map(face.mapsToGlyph)
        let answers = Answers(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            answers.set(index, scalars.map(face.covers))
        }
        #expect(expected == [true, true, true, false, false])
        #expect(answers.all.allSatisfy { $0 == expected }, "\(answers.all)")
    }

    /// What each thread saw.
    final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[Bool]]
        init(count: Int) { values = Array(repeating: [], count: count) }
        func set(_ index: Int, _ value: [Bool]) { lock.withLock { values[index] = value } }
        var all: [[Bool]] { lock.withLock { values } }
    }
}
