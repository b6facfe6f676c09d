import Testing
@testable import Typesetting

@Suite("Threads")
struct ConcurrencyTests {
    static let samples = [
        "「東京」は、日本の首都です。", "Book a table", "予約する 12", "キャッシュ cache 直角",
        "The quick brown fox jumps over the lazy dog", "日本橋人形町の老舗を巡る",
    ]

    @Test("Layouts made on many threads at once equal those made on one")
    func parallelEqualsSerial() async throws {
        let serialTypesetter = try Typesetter()
        let serial = try Self.samples.map { try serialTypesetter.layout($0, language: .japanese, in: TextContainer(maxWidth: 120)) }
        let shared = try Typesetter()
        let parallel = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
            for round in 0..<8 {
                for (index, sample) in Self.samples.enumerated() {
                    group.addTask {
                        _ = round
                        return (index, try shared.layout(sample, language: .japanese, in: TextContainer(maxWidth: 120)))
                    }
                }
            }
            var results: [(Int, TextLayout)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(parallel.count == Self.samples.count * 8)
        for (index, layout) in parallel {
            #expect(layout == serial[index])
        }
    }
}
