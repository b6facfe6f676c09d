import Foundation
import Testing
import UIKit
import ViewSnapshotTesting

/// The design checks as an assertion option: a strategy with `designChecks: .fail(...)`
/// fails on what the checks find even when the image matches its reference.
@MainActor
@Suite("Design checks in snapshot assertions")
struct DesignCheckAssertionTests {
    /// Grey body text on white: 2.85:1, under WCAG's 4.5:1.
    func faintLabel() -> UIView {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
        label.text = "Faint"
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = UIColor(white: 0.6, alpha: 1)
        label.backgroundColor = .white
        return label
    }

    func strategy(_ policy: DesignCheckPolicy) -> Snapshotting<UIView, SnapshotImage> {
        .image(traits: UITraitCollection(displayScale: 2), size: .fixed(CGSize(width: 160, height: 30)), background: .white, designChecks: policy)
    }

    @Test("A matching image still fails on the findings the policy names, and passes on the others")
    func failsOnFindings() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        // Each assertion of a run has its own reference: copies of the one recorded (the
        // references are named after this helper, `verify`).
        func verify(_ policy: DesignCheckPolicy, named name: String, record: SnapshotRecordMode = .never) throws -> SnapshotFailure? {
            if record == .never {
                try FileManager.default.copyItem(atPath: store.reference("verify", "faint", suite: "DesignCheckAssertionTests"), toPath: store.reference("verify", name, suite: "DesignCheckAssertionTests"))
            }
            return verifySnapshot(of: faintLabel(), as: strategy(policy), named: name, record: record,
                                  snapshotDirectory: store.root.path, artifactsDirectory: store.artifacts.path)
        }
        // Recording: the reference is written, and the checks fail the assertion as well.
        let first = try #require(try verify(.fail(at: .warning), named: "faint", record: .missing))
        #expect(first.recorded)
        #expect(first.message.hasPrefix("Design checks failed (1):"), "\(first.message)")
        // The image matches its reference; the contrast still fails it, naming the check and the colours.
        let again = try #require(try verify(.fail(at: .warning), named: "strict"))
        #expect(!again.recorded)
        #expect(again.message.contains("textContrast") && again.message.contains("#999999 on #FFFFFF: contrast 2.85:1"), "\(again.message)")
        #expect(!again.message.contains("pixels differ"))
        // Other checks, or none, pass it.
        #expect(try verify(.fail(at: .warning, checks: [.smallTapTarget, .overlap]), named: "other-checks") == nil)
        #expect(try verify(.ignore, named: "ignored") == nil)
    }

    @Test("Readable text passes a strict policy")
    func readableTextPasses() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
        label.text = "Readable"
        label.font = .preferredFont(forTextStyle: .body)
        label.backgroundColor = .white
        _ = verifySnapshot(of: label as UIView, as: strategy(.fail(at: .info)), named: "readable", record: .missing,
                           snapshotDirectory: store.root.path, artifactsDirectory: store.artifacts.path)
        try FileManager.default.copyItem(atPath: store.reference("readableTextPasses", "readable", suite: "DesignCheckAssertionTests"), toPath: store.reference("readableTextPasses", "again", suite: "DesignCheckAssertionTests"))
        #expect(verifySnapshot(of: label as UIView, as: strategy(.fail(at: .info)), named: "again", record: .never,
                               snapshotDirectory: store.root.path, artifactsDirectory: store.artifacts.path) == nil)
    }
}
