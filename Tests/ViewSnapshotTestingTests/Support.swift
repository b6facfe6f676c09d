import Foundation
import UIKit
@testable import ViewSnapshotTesting

/// A fresh temporary snapshot root per test, so record modes can be exercised without
/// touching the committed references.
struct TemporarySnapshots {
    let root: URL
    let artifacts: URL

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        root = base.appendingPathComponent("Snapshots")
        artifacts = base.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// The reference file for `test` and `name` in the suite of the test file `suite`.
    func reference(_ test: String, _ name: String, pathExtension: String = "png", suite: String = "SnapshotModeTests") -> String {
        root.appendingPathComponent("\(suite)/\(test).\(name).\(pathExtension)").path
    }
}

/// A small colored box: changing the color changes pixels predictably.
@MainActor
func makeBox(color: UIColor = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1), width: CGFloat = 40) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 20))
    view.backgroundColor = color
    view.layer.cornerRadius = 4
    return view
}
