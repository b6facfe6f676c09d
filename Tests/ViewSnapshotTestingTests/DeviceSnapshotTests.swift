import Foundation
import Testing
import UIKit
@testable import ViewSnapshotTesting

/// A screen of one colour with a status bar style and visibility of its choosing.
@MainActor
final class TintedScreen: UIViewController {
    var color: UIColor = .systemTeal
    var hidesStatusBar = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override var prefersStatusBarHidden: Bool { hidesStatusBar }
}

/// `.image(on:)`: a controller's reference on a named device, with its scale, size and
/// system overlays.
@MainActor
@Suite("Snapshots of screens on devices")
struct DeviceSnapshotTests {
    /// The reference `test` records for `name` in this file's suite folder.
    func reference(_ store: TemporarySnapshots, _ test: String, _ name: String) -> String {
        store.root.appendingPathComponent("DeviceSnapshotTests/\(test).\(name).png").path
    }

    @Test("The variant is named after the device and its own scale")
    func variantNames() {
        #expect(Snapshotting<UIViewController, SnapshotImage>.image(on: .iPhone15Pro).variantName == "iPhone15Pro-light-L-3x")
        #expect(Snapshotting<UIViewController, SnapshotImage>.image(on: .iPhoneSE3.landscape).variantName == "iPhoneSE3-landscape-light-L-2x")
        #expect(Snapshotting<UIViewController, SnapshotImage>.image(on: .iPadPro13, traits: UITraitCollection(userInterfaceStyle: .dark))
            .variantName == "iPadPro13-dark-L-2x")
        #expect(Snapshotting<UIViewController, SnapshotImage>.image(on: .iPhonePortrait).variantName == "iPhone-light-L-3x",
                "the generic devices keep their names")
        let strategies = Snapshotting<UIViewController, SnapshotImage>.images(on: [.iPhoneSE3, .iPhone15Pro, .iPhone15Pro.landscape])
        #expect(strategies.keys.sorted() == ["iPhone15Pro-landscape-light-L-3x", "iPhone15Pro-light-L-3x", "iPhoneSE3-light-L-2x"])
    }

    @Test("Recording writes the device's full screen at its scale; the same screen then matches, a changed one fails")
    func recordAndCompare() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let strategy = Snapshotting<TintedScreen, SnapshotImage>.image(on: .iPhoneSE3)
        let first = try #require(verifySnapshot(of: TintedScreen(), as: strategy, record: .missing, snapshotDirectory: store.root.path,
                                                artifactsDirectory: store.artifacts.path))
        #expect(first.recorded)
        let path = reference(store, "recordAndCompare", "iPhoneSE3-light-L-2x")
        let image = try #require(UIImage(contentsOfFile: path)?.cgImage, "no reference at \(path)")
        #expect(image.width == 750 && image.height == 1334)

        try FileManager.default.copyItem(atPath: path, toPath: reference(store, "recordAndCompare", "same"))
        #expect(verifySnapshot(of: TintedScreen(), as: strategy, named: "same", record: .never, snapshotDirectory: store.root.path,
                               artifactsDirectory: store.artifacts.path) == nil)

        try FileManager.default.copyItem(atPath: path, toPath: reference(store, "recordAndCompare", "hidden"))
        let hidden = TintedScreen()
        hidden.hidesStatusBar = true
        let failure = try #require(verifySnapshot(of: hidden, as: strategy, named: "hidden", record: .never, snapshotDirectory: store.root.path,
                                                  artifactsDirectory: store.artifacts.path), "hiding the status bar changes the image")
        #expect(!failure.recorded)
        #expect(failure.message.contains("pixels differ"))
    }

    @Test("assertSnapshots records one reference per device")
    func onSeveralDevices() throws {
        let store = try TemporarySnapshots()
        defer { store.remove() }
        for device in [RenderDevice.iPhone15Pro, .iPhone15Pro.landscape] {
            let strategy = Snapshotting<TintedScreen, SnapshotImage>.image(on: device)
            _ = verifySnapshot(of: TintedScreen(), as: strategy, record: .missing, snapshotDirectory: store.root.path,
                               artifactsDirectory: store.artifacts.path)
        }
        let portrait = try #require(UIImage(contentsOfFile: reference(store, "onSeveralDevices", "iPhone15Pro-light-L-3x"))?.cgImage)
        let landscape = try #require(UIImage(contentsOfFile: reference(store, "onSeveralDevices", "iPhone15Pro-landscape-light-L-3x"))?.cgImage)
        #expect(portrait.width == 1179 && portrait.height == 2556)
        #expect(landscape.width == 2556 && landscape.height == 1179)
    }

    @Test("wholeContent records a list screen as a long screenshot: the device's width, every row down to the last")
    func wholeContent() throws {
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row + 1)"
                cell.contentConfiguration = content
                return cell
            }
        }
        let strategy = Snapshotting<Rows, SnapshotImage>.image(on: .iPhoneSE3, wholeContent: true)
        #expect(strategy.variantName == "iPhoneSE3-light-L-2x-whole")
        let store = try TemporarySnapshots()
        defer { store.remove() }
        let screen = Rows(style: .plain)
        let recorded = try #require(verifySnapshot(of: screen, as: strategy, record: .missing, snapshotDirectory: store.root.path,
                                                   artifactsDirectory: store.artifacts.path))
        #expect(recorded.recorded)
        let path = reference(store, "wholeContent", "iPhoneSE3-light-L-2x-whole")
        let image = try #require(UIImage(contentsOfFile: path)?.cgImage, "no reference at \(path)")
        #expect(image.width == 750, "the device's width at @2x")
        // 40 rows of at least 44 points below the 20-point status bar: far taller than the 667-point screen.
        #expect(image.height >= (40 * 44 + 20) * 2)
        let last = try #require(screen.tableView.cellForRow(at: IndexPath(row: 39, section: 0)), "the last row was laid out")
        #expect(screen.tableView.convert(last.frame, to: nil).maxY <= CGFloat(image.height) / 2)
    }
}
