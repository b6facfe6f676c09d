import Foundation
import Testing
import UIKit
import XCTest
@testable import ViewSnapshotTesting

/// The same assertions under XCTest. swift-corelibs-xctest cannot call a main-actor test
/// method that is synchronous (it aborts casting it), so main-actor XCTest methods are `async`.
@MainActor
final class SnapshotXCTests: XCTestCase {
    func testRecordThenPass() async throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let strategy = Snapshotting<UIView, SnapshotImage>.image(traits: UITraitCollection(displayScale: 2))
        let recorded = verifySnapshot(of: makeBox(), as: strategy, named: "first", record: .missing, snapshotDirectory: store.root.path)
        XCTAssertEqual(recorded?.recorded, true)
        let copy = recorded.map { $0.referencePath.replacingOccurrences(of: ".first.png", with: ".second.png") } ?? ""
        try FileManager.default.copyItem(atPath: recorded?.referencePath ?? "", toPath: copy)
        // A passing assertion under XCTest records no failure.
        assertSnapshot(of: makeBox(), as: strategy, named: "second", record: .never, snapshotDirectory: store.root.path)
    }

    func testFailureMessageUnderXCTest() async throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let failure = verifySnapshot(of: makeBox(), as: .image(traits: UITraitCollection(displayScale: 1)), named: "absent",
                                     record: .never, snapshotDirectory: store.root.path)
        XCTAssertNotNil(failure)
        XCTAssertTrue(failure?.message.contains("SNAPSHOT_RECORD=missing") == true)
        XCTAssertNil(Testing.Test.current, "XCTest is running, so failures go to XCTFail")
    }
}

