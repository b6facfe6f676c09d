import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `catalog verify` trusts nothing that travels with a reference: a reference whose pixel data
/// was cut off or zeroed, or another image with the right fingerprint chunk spliced in, is
/// changed (never unchanged), and `catalog record` repairs it.
@Suite("catalog verify decodes every reference")
struct ReferenceTrustTests {
    /// The chunks of a PNG file: type, and the range of the whole chunk (length, type, data, CRC).
    static func chunks(of png: Data) -> [(type: String, range: Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var offset = 8
        let bytes = [UInt8](png)
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            result.append((type, offset..<min(bytes.count, offset + 12 + length)))
            offset += 12 + length
        }
        return result
    }

    /// PNG's CRC-32 of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// `png` with its image data (IDAT) zeroed and the chunk's checksum made to fit, so only
    /// decoding the pixels finds the damage.
    static func zeroingPixels(of png: Data) throws -> Data {
        var bytes = [UInt8](png)
        let idat = try #require(chunks(of: png).first { $0.type == "IDAT" }).range
        for index in (idat.lowerBound + 8)..<(idat.upperBound - 4) { bytes[index] = 0 }
        let crc = crc32(Array(bytes[(idat.lowerBound + 4)..<(idat.upperBound - 4)]))
        for (shift, index) in zip([24, 16, 8, 0], (idat.upperBound - 4)..<idat.upperBound) { bytes[index] = UInt8(truncatingIfNeeded: crc >> UInt32(shift)) }
        return Data(bytes)
    }

    /// `other` with the fingerprint chunk of `original` in place of its own: another image
    /// that claims the original's pixels.
    static func splicing(fingerprintOf original: Data, into other: Data) throws -> Data {
        let chunk = try #require(chunks(of: original).first { $0.type == "vsFP" }).range
        let own = try #require(chunks(of: other).first { $0.type == "vsFP" }).range
        return other[..<own.lowerBound] + original[chunk] + other[own.upperBound...]
    }

    @Test("Cut off, zeroed or spliced references are changed with the reason, the rest unchanged; record repairs them")
    func damagedReferences() throws {
        let (root, references) = try VerifyCommandTests.copyOfReferences(of: "TabBarButton")
        let output = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: output) }
        let committed = VerifyCommandTests.catalogFolder + "/TabBarButton"
        func original(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: committed + "/" + name)) }
        // Cut off in the middle of its pixel data.
        let cut = try original("badge-1/light-ja-L-2x.png")
        let idat = try #require(Self.chunks(of: cut).first { $0.type == "IDAT" }).range
        try cut.prefix(idat.lowerBound + idat.count / 2).write(to: URL(fileURLWithPath: references + "/badge-1/light-ja-L-2x.png"))
        // Pixel data zeroed, checksum fixed.
        try Self.zeroingPixels(of: try original("badge-1/dark-ja-L-2x.png")).write(to: URL(fileURLWithPath: references + "/badge-1/dark-ja-L-2x.png"))
        // Another variant's image, carrying this one's fingerprint chunk.
        let spliced = try Self.splicing(fingerprintOf: try original("badge-1/light-en-L-2x.png"), into: try original("badge-100/light-en-L-2x.png"))
        try spliced.write(to: URL(fileURLWithPath: references + "/badge-1/light-en-L-2x.png"))

        let result = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "badge-1", "--output", output])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        // badge-1 and badge-100: 8 images, 3 of them damaged.
        #expect(result.standardOutput.contains("3 changed, 0 new, 0 removed, 5 unchanged."), "\(result.standardOutput)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let cutLine = try #require(lines.first { $0.contains("changed: TabBarButton badge-1 light-ja-L-2x") })
        #expect(cutLine.contains("cannot be read") && cutLine.contains("damaged or truncated"), "\(cutLine)")
        let zeroLine = try #require(lines.first { $0.contains("changed: TabBarButton badge-1 dark-ja-L-2x") })
        #expect(zeroLine.contains("cannot be read"), "\(zeroLine)")
        let splicedLine = try #require(lines.first { $0.contains("changed: TabBarButton badge-1 light-en-L-2x") })
        #expect(splicedLine.contains("pixels differ") || splicedLine.contains("sizes differ"), "\(splicedLine)")
        #expect(!result.standardOutput.contains("changed: TabBarButton badge-1 dark-en-L-2x"))

        let record = try CatalogProcess.run(["record", "--snapshots", root, "--filter", "badge-1"])
        #expect(record.status == 0, "\(record.standardError)")
        #expect(record.standardOutput.contains("Recorded 3 references"), "\(record.standardOutput)")
        for name in ["badge-1/light-ja-L-2x.png", "badge-1/dark-ja-L-2x.png", "badge-1/light-en-L-2x.png"] {
            #expect(FileManager.default.contents(atPath: references + "/" + name) == (try original(name)), "\(name) was not repaired")
        }
        let again = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "badge-1", "--output", output])
        #expect(again.status == 0, "\(again.standardOutput)")
    }

    @Test("A reference that is a pipe or a folder is changed with what it is, and the run goes on")
    func notAFile() throws {
        let (root, references) = try VerifyCommandTests.copyOfReferences(of: "TabBarButton")
        let output = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: output) }
        let pipe = references + "/badge-0/light-ja-L-2x.png"
        try FileManager.default.removeItem(atPath: pipe)
        #expect(mkfifo(pipe, 0o644) == 0)
        let folder = references + "/badge-0/dark-ja-L-2x.png"
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A worker that opened the pipe to read it would wait for a writer forever; this one
        // lets it go, so that a verify that reads pipes fails the test instead of hanging.
        let releaser = PipeReleaser(path: pipe)
        defer { releaser.stop() }
        let result = try CatalogProcess.run(["verify", "--snapshots", root, "--filter", "badge-0", "--output", output])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("2 changed, 0 new, 0 removed, 2 unchanged."), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("it is a named pipe (FIFO), not a file"))
        #expect(result.standardOutput.contains("it is a folder, not a file"))
    }
}

/// Opens a named pipe for writing and closes it again, every 20 ms until stopped: whoever
/// waits to read it gets the end of its input.
final class PipeReleaser: Sendable {
    private let stopped = Atomic(false)

    init(path: String) {
        Thread { [self] in
            while !stopped.load(ordering: .relaxed) {
                let descriptor = open(path, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
                usleep(20_000)
            }
        }.start()
    }

    func stop() {
        stopped.store(true, ordering: .relaxed)
    }
}
