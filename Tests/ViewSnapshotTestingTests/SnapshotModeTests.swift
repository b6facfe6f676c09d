import Foundation
import Testing
import UIKit
@testable import ViewSnapshotTesting

@MainActor
@Suite("Record modes and comparisons")
struct SnapshotModeTests {
    let strategy = Snapshotting<UIView, SnapshotImage>.image(traits: UITraitCollection(displayScale: 1))

    func verify(_ view: @autoclosure () -> UIView, _ mode: SnapshotRecordMode, _ store: TemporarySnapshots, named name: String = "box",
                function: StaticString = #function, strategy: Snapshotting<UIView, SnapshotImage>? = nil) -> SnapshotFailure? {
        verifySnapshot(of: view(), as: strategy ?? self.strategy, named: name, record: mode,
                       snapshotDirectory: store.root.path, artifactsDirectory: store.artifacts.path, function: function)
    }

    @Test("missing: records a missing reference (and fails), then passes")
    func missingMode() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let first = try #require(verify(makeBox(), .missing, store))
        #expect(first.recorded)
        #expect(first.message.contains("recorded"))
        let path = store.reference("missingMode", "box")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(FileManager.default.fileExists(atPath: path.replacingOccurrences(of: ".png", with: ".json")))
        #expect(verify(makeBox(), .missing, store, named: "box2") != nil, "a second name is a second reference")
        let again = verifySnapshot(of: makeBox(), as: strategy, named: "box", record: .missing, snapshotDirectory: store.root.path,
                                   artifactsDirectory: store.artifacts.path, function: "missingMode()", line: 1)
        // The registry refuses a second assertion on the same reference in one run.
        #expect(again?.message.contains("already uses the reference") == true)
    }

    @Test("never: a missing reference fails and says how to record it; nothing is written")
    func neverMode() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let failure = try #require(verify(makeBox(), .never, store))
        #expect(!failure.recorded)
        #expect(failure.message.contains("SNAPSHOT_RECORD=missing"))
        #expect(failure.message.contains("swift test --filter SnapshotModeTests"))
        #expect(!FileManager.default.fileExists(atPath: store.reference("neverMode", "box")))
    }

    @Test("A matching snapshot passes in every mode but all; a different one fails with artifacts")
    func passAndFail() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        _ = verify(makeBox(), .missing, store, named: "recorded")
        for (index, mode) in [SnapshotRecordMode.missing, .never, .failed].enumerated() {
            let copy = store.reference("passAndFail", "recorded")
            let name = "same\(index)"
            try FileManager.default.copyItem(atPath: copy, toPath: store.reference("passAndFail", name))
            #expect(verify(makeBox(), mode, store, named: name) == nil, "\(mode) passes a match")
        }
        try FileManager.default.copyItem(atPath: store.reference("passAndFail", "recorded"), toPath: store.reference("passAndFail", "changed"))
        let failure = try #require(verify(makeBox(color: UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)), .missing, store, named: "changed"))
        #expect(!failure.recorded)
        #expect(failure.message.contains("of 800 pixels differ"))
        #expect(failure.message.contains("%"))
        #expect(failure.message.contains("record it with `SNAPSHOT_RECORD=failed swift test --filter SnapshotModeTests`"))
        #expect(failure.artifactPaths.count == 3)
        for path in failure.artifactPaths {
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
            #expect(failure.message.contains(path))
        }
        #expect(failure.artifactPaths.contains { $0.hasSuffix("changed.diff.png") })
        #expect(failure.artifactPaths.contains { $0.hasSuffix("changed.actual.png") })
        #expect(failure.artifactPaths.contains { $0.hasSuffix("changed.reference.png") })
    }

    @Test("all: records again and fails; failed: records only what does not match")
    func allAndFailed() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        _ = verify(makeBox(), .missing, store, named: "a")
        let path = store.reference("allAndFailed", "a")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        try FileManager.default.copyItem(atPath: path, toPath: store.reference("allAndFailed", "b"))
        try FileManager.default.copyItem(atPath: path, toPath: store.reference("allAndFailed", "c"))
        try FileManager.default.copyItem(atPath: path, toPath: store.reference("allAndFailed", "d"))
        let all = try #require(verify(makeBox(), .all, store, named: "b"))
        #expect(all.recorded && all.message.contains("record mode `all`"))
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let failed = try #require(verify(makeBox(color: red), .failed, store, named: "c"))
        #expect(failed.recorded)
        let after = try Data(contentsOf: URL(fileURLWithPath: store.reference("allAndFailed", "c")))
        #expect(after != before, "the mismatching reference was recorded again")
        #expect(verify(makeBox(), .failed, store, named: "d") == nil)
    }

    @Test("Threshold and tolerance decide what counts")
    func thresholdAndTolerance() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        _ = verify(makeBox(width: 40), .missing, store, named: "base")
        let base = store.reference("thresholdAndTolerance", "base")
        for name in ["slight", "tolerated", "strict", "stripes"] {
            try FileManager.default.copyItem(atPath: base, toPath: store.reference("thresholdAndTolerance", name))
        }
        let slightly = UIColor(red: 0, green: 0.41, blue: 0.8, alpha: 1)
        #expect(verify(makeBox(color: slightly), .never, store, named: "slight") == nil, "within the per-pixel threshold")
        let strict = Snapshotting<UIView, SnapshotImage>.image(traits: UITraitCollection(displayScale: 1), threshold: 0)
        #expect(verify(makeBox(color: slightly), .never, store, named: "strict", strategy: strict) != nil)
        // A 2-pixel-wide stripe of 40 x 20: 40 of 800 pixels (5%).
        func striped() -> UIView {
            let box = makeBox()
            let stripe = UIView(frame: CGRect(x: 19, y: 0, width: 2, height: 20))
            stripe.backgroundColor = .white
            box.addSubview(stripe)
            return box
        }
        let tolerant = Snapshotting<UIView, SnapshotImage>.image(traits: UITraitCollection(displayScale: 1), tolerance: 0.06)
        #expect(verify(striped(), .never, store, named: "tolerated", strategy: tolerant) == nil)
        let failure = verify(striped(), .never, store, named: "stripes")
        #expect(failure?.message.contains("40 of 800 pixels differ (5.000%") == true)
    }

    @Test("Different sizes are reported with both sizes")
    func sizes() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        _ = verify(makeBox(width: 40), .missing, store, named: "a")
        try FileManager.default.copyItem(atPath: store.reference("sizes", "a"), toPath: store.reference("sizes", "b"))
        let failure = try #require(verify(makeBox(width: 50), .never, store, named: "b"))
        #expect(failure.message.contains("the reference is 40 x 20 pixels, the snapshot 50 x 20"))
    }

    @Test("The environment picks the mode: CI records nothing, SNAPSHOT_RECORD overrides")
    func environment() {
        #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true", "SNAPSHOT_RECORD": "failed"]) == .failed)
        #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "ALL"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_RECORD": "nonsense"]) == .missing)
    }
}
