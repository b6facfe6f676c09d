@testable import CatalogCommandLine
import CatalogSite
import Foundation
import Testing

/// The form in which the command and its workers pass requests and results: every value
/// comes back equal, and bytes that are not a whole value are an error, never a crash.
@Suite("Worker messages in the wire format")
struct WireFormatTests {
    /// A gallery image with every kind of field: optionals set and not, texts with newlines,
    /// quotes and Japanese, fractions, nested lists.
    static let imageJSON = #"""
    {"file": "c13e6c86c41e568a18e75ec8a96f6c25", "outcome": "kept",
     "inspectables": [{"name": "title", "value": "予約する\n\"two\" lines"}, {"name": "count", "value": "-0.0"}],
     "path": "images/A/b c/dark-ja-AX3-2x.png",
     "render": {"environment": "dark-ja-AX3-2x", "traits": "dark-ja-AX3-2x", "image": "images/A/b c/dark-ja-AX3-2x.png",
                "pixelWidth": 703, "pixelHeight": 96, "width": 351.5, "height": 48, "scale": 2,
                "intrinsicWidth": 0.1, "labels": [{"view": "Button > UILabel[1]", "text": "Book\tnow",
                "faces": [{"family": "Noto Sans CJK JP", "style": "Bold", "file": "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
                           "index": 3, "version": "2.004", "hash": "415f0fe332eb1503ba190a17228619b6"}]}],
                "warnings": [{"kind": "truncation", "view": "Button", "message": "The title is cut: \u2026"}],
                "fingerprint": "703x96-65807c25a53afed8a30f359bde2a60a4"}}
    """#

    @Test("A gallery image, a reply around it and an error reply come back equal")
    func roundTrip() throws {
        let image = try JSONDecoder().decode(GalleryImage.self, from: Data(Self.imageJSON.utf8))
        #expect(image.render.intrinsicHeight == nil && image.render.intrinsicWidth == 0.1)
        #expect(try WireDecoder.decode(GalleryImage.self, from: WireEncoder.encode(image)) == image)
        let reply = WorkerReply(output: image, error: nil)
        let line = try WorkerPool.line(reply)
        #expect(!line.contains("\n"))
        let read = try WorkerPool.read(WorkerReply<GalleryImage>.self, from: line)
        #expect(read.output == image && read.error == nil)
        let failure = try WorkerPool.read(WorkerReply<GalleryImage>.self, from: WorkerPool.line(WorkerReply<GalleryImage>(output: nil, error: "boom\nat line 2")))
        #expect(failure.output == nil && failure.error == "boom\nat line 2")
        let request = try WorkerPool.read(WorkerRequest.self, from: WorkerPool.line(WorkerRequest(index: 41, item: "PrimaryActionButton mixed dark-en-AX3-2x")))
        #expect(request.index == 41 && request.item == "PrimaryActionButton mixed dark-en-AX3-2x")
    }

    @Test("Numbers at their limits, empty lists and strings, nested optionals")
    func limits() throws {
        struct Sample: Codable, Equatable {
            var small: Int8
            var big: UInt64
            var negative: Int64
            var fraction: Double
            var single: Float
            var flag: Bool
            var empty: [String]
            var text: String
            var nested: [[Int?]]
            var map: [String: Double]
            var missing: String?
        }
        let sample = Sample(small: -128, big: .max, negative: .min, fraction: -.greatestFiniteMagnitude, single: 0.25, flag: true,
                            empty: [], text: "", nested: [[1, nil, 3], []], map: ["a": 1.5, "b": .infinity], missing: nil)
        #expect(try WireDecoder.decode(Sample.self, from: WireEncoder.encode(sample)) == sample)
    }

    @Test("Cut, extended or foreign bytes and the wrong type throw an error")
    func damaged() throws {
        let image = try JSONDecoder().decode(GalleryImage.self, from: Data(Self.imageJSON.utf8))
        let bytes = try WireEncoder.encode(image)
        // Every cut of the bytes is an error (each a whole message too short), none a crash.
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: DecodingError.self) { try WireDecoder.decode(GalleryImage.self, from: Array(bytes[..<length])) }
        }
        #expect(throws: DecodingError.self) { try WireDecoder.decode(GalleryImage.self, from: bytes + [0]) }
        #expect(throws: DecodingError.self) { try WireDecoder.decode(GalleryImage.self, from: [0xFF] + bytes.dropFirst()) }
        #expect(throws: DecodingError.self) { try WireDecoder.decode(WorkerRequest.self, from: bytes) }
        #expect(throws: DecodingError.self) { try WireDecoder.decode(Int8.self, from: WireEncoder.encode(300)) }
        #expect(throws: DecodingError.self) { try WorkerPool.read(WorkerRequest.self, from: "{\"index\":1}") }
    }
}
