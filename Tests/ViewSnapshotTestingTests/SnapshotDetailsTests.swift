import Foundation
import PixelDiff
import Rendering
import Testing
import UIKit
@testable import ViewSnapshotTesting

@MainActor
@Suite("Names, fonts, text and parallel assertions")
struct SnapshotDetailsTests {
    @Test("A font change is said first, before the pixel count")
    func fontMismatch() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let strategy = Snapshotting<UIView, SnapshotImage>.image(traits: UITraitCollection(displayScale: 1), language: Locale.Language(identifier: "ja"))
        func label(_ text: String) -> UIView {
            let label = UILabel()
            label.text = text
            return label
        }
        _ = verifySnapshot(of: label("直角"), as: strategy, named: "recorded", record: .missing, snapshotDirectory: store.root.path)
        let directory = store.root.appendingPathComponent("SnapshotDetailsTests")
        let png = directory.appendingPathComponent("fontMismatch.recorded.png")
        let json = directory.appendingPathComponent("fontMismatch.recorded.json")
        // The reference as if recorded with another version of Noto Sans CJK.
        var sidecar = try String(contentsOf: json, encoding: .utf8)
        #expect(sidecar.contains("Noto Sans CJK JP"))
        sidecar = sidecar.replacingOccurrences(of: "\"version\" : \"2.004\"", with: "\"version\" : \"1.999\"")
        try FileManager.default.copyItem(at: png, to: directory.appendingPathComponent("fontMismatch.other.png"))
        try sidecar.write(to: directory.appendingPathComponent("fontMismatch.other.json"), atomically: true, encoding: .utf8)
        let failure = try #require(verifySnapshot(of: label("直骨"), as: strategy, named: "other", record: .never,
                                                  snapshotDirectory: store.root.path, artifactsDirectory: store.artifacts.path))
        #expect(failure.message.hasPrefix("The fonts differ from those the reference was recorded with"))
        #expect(failure.message.contains("Noto Sans CJK JP Regular: recorded with version 1.999"))
        #expect(failure.message.contains("now version 2.004"))
        #expect(failure.message.contains("pixels differ"))
    }

    @Test("The hierarchy strategy records frames as text and shows a layout change as a line diff")
    func hierarchy() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        func screen(offset: CGFloat) -> UIView {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let label = UILabel()
            label.text = "予約"
            label.frame = CGRect(x: 16 + offset, y: 20, width: 60, height: 24)
            root.addSubview(label)
            return root
        }
        let strategy = Snapshotting<UIView, String>.hierarchy(size: .fixed(CGSize(width: 200, height: 100)))
        let recorded = try #require(verifySnapshot(of: screen(offset: 0), as: strategy, named: "a", record: .missing, snapshotDirectory: store.root.path))
        #expect(recorded.recorded)
        let text = try String(contentsOfFile: recorded.referencePath, encoding: .utf8)
        #expect(text.contains("<UILabel; frame = (16 20; 60 24); text = '予約'>"))
        try FileManager.default.copyItem(atPath: recorded.referencePath, toPath: recorded.referencePath.replacingOccurrences(of: ".a.txt", with: ".b.txt"))
        let failure = try #require(verifySnapshot(of: screen(offset: 4), as: strategy, named: "b", record: .never,
                                                  snapshotDirectory: store.root.path, artifactsDirectory: store.artifacts.path))
        #expect(failure.message.contains("-    | <UILabel; frame = (16 20; 60 24)"))
        #expect(failure.message.contains("+    | <UILabel; frame = (20 20; 60 24)"))
    }

    @Test("Assertions running in parallel keep their own files")
    func parallel() async throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let root = store.root.path
        let results = await withTaskGroup(of: (Int, Bool).self) { group in
            for index in 0..<8 {
                group.addTask { @MainActor in
                    let color = UIColor(red: Double(index) / 8, green: 0.2, blue: 0.5, alpha: 1)
                    let strategy = Snapshotting<UIView, SnapshotImage>.image(traits: UITraitCollection(displayScale: 2))
                    let recorded = verifySnapshot(of: makeBox(color: color), as: strategy, named: "box\(index)", record: .missing, snapshotDirectory: root)
                    let passed = verifySnapshot(of: makeBox(color: color), as: strategy, named: "box\(index)-again", record: .never, snapshotDirectory: root)
                    return (index, recorded?.recorded == true && passed?.message.contains("No reference") == true)
                }
            }
            var collected: [(Int, Bool)] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 8 && results.allSatisfy(\.1))
        let files = try FileManager.default.contentsOfDirectory(atPath: store.root.appendingPathComponent("SnapshotDetailsTests").path)
        #expect(files.filter { $0.hasSuffix(".png") }.count == 8)
        #expect(!files.contains { $0.hasSuffix(".tmp") }, "no half-written files are left")
        for index in 0..<8 {
            let path = store.root.appendingPathComponent("SnapshotDetailsTests/parallel.box\(index).png").path
            let pixel = try RGBAImage(contentsOfFile: path).pixel(x: 20, y: 20)
            #expect(abs(Int(pixel.red) - Int((Double(index) / 8 * 255).rounded())) <= 1, "box \(index) holds its own color")
        }
    }

    @Test("The reference PNG carries its pixels' fingerprint; without it, a match is found in full")
    func embeddedFingerprint() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let strategy = Snapshotting<UIView, SnapshotImage>.image(traits: UITraitCollection(displayScale: 2))
        let recorded = try #require(verifySnapshot(of: makeBox(), as: strategy, named: "a", record: .missing, snapshotDirectory: store.root.path))
        let png = try Data(contentsOf: URL(fileURLWithPath: recorded.referencePath))
        let fingerprint = try #require(PNGFingerprintChunk.read(from: png))
        #expect(fingerprint.hasPrefix("80x40-"))
        // A reference without the chunk (re-saved by another tool) still matches, compared in full.
        let stripped = png.prefix(33) + png.dropFirst(33 + 12 + fingerprint.utf8.count)
        #expect(PNGFingerprintChunk.read(from: stripped) == nil)
        let path = recorded.referencePath.replacingOccurrences(of: ".a.png", with: ".b.png")
        try stripped.write(to: URL(fileURLWithPath: path))
        #expect(verifySnapshot(of: makeBox(), as: strategy, named: "b", record: .never, snapshotDirectory: store.root.path) == nil)
        // A chunk whose checksum does not hold is ignored.
        var damaged = png
        damaged[33 + 8] ^= 0xFF
        #expect(PNGFingerprintChunk.read(from: damaged) == nil)
        // Different pixels with a stale chunk still fail: the fingerprint is the snapshot's own.
        let other = recorded.referencePath.replacingOccurrences(of: ".a.png", with: ".c.png")
        try png.write(to: URL(fileURLWithPath: other))
        #expect(verifySnapshot(of: makeBox(color: UIColor(red: 1, green: 0, blue: 0, alpha: 1)), as: strategy, named: "c", record: .never,
                               snapshotDirectory: store.root.path, artifactsDirectory: store.artifacts.path) != nil)
    }

    @Test("A failing assertion is recorded as an issue in Swift Testing")
    func swiftTestingIssue() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        withKnownIssue {
            assertSnapshot(of: makeBox(), as: .image(traits: UITraitCollection(displayScale: 1)), named: "missing",
                           record: .never, snapshotDirectory: store.root.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference") }
        }
    }
}
