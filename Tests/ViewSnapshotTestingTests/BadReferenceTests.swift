import Foundation
import Testing
import UIKit
@testable import ViewSnapshotTesting

@MainActor
@Suite("Bad references fail one test, clearly")
struct BadReferenceTests {
    @Test("Corrupt, truncated, non-PNG and Git LFS references", arguments: ["corrupt", "truncated", "text", "lfs", "empty"])
    func badReference(kind: String) throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let strategy = Snapshotting<UIView, SnapshotImage>.image(traits: UITraitCollection(displayScale: 1))
        let good = try ViewRenderer().render(makeBox(), in: RenderEnvironment(traits: UITraitCollection(displayScale: 1))).pngData()
        let data: Data
        switch kind {
        case "corrupt": data = good.prefix(40) + Data(repeating: 0x55, count: 300)
        case "truncated": data = good.prefix(good.count / 2)
        case "text": data = Data("this is not an image\n".utf8)
        case "lfs": data = Data("version https://git-lfs.github.com/spec/v1\noid sha256:0123\nsize 1234\n".utf8)
        default: data = Data()
        }
        let path = store.root.appendingPathComponent("BadReferenceTests/badReference.\(kind).png").path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        let failure = try #require(verifySnapshot(of: makeBox(), as: strategy, named: kind, record: .never,
                                                  snapshotDirectory: store.root.path, artifactsDirectory: store.artifacts.path))
        #expect(failure.message.contains("cannot be used"))
        #expect(failure.message.contains(path))
        let expected = ["corrupt": "damaged or truncated", "truncated": "damaged or truncated", "text": "Not a PNG",
                        "lfs": "git lfs pull", "empty": "empty"][kind] ?? ""
        #expect(failure.message.contains(expected), "\(failure.message)")
        // The reference is left alone.
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data)
    }
}
