import Foundation
import PixelDiff
import Rendering
import ViewSnapshotTesting

// In one run: the differ on an identical and on a differing 1170 x 2532 pair (an iPhone
// screen at @3x) beside pixelmatch's C++ port on the same PNG files, and the cost of a
// passing snapshot assertion beside the cost of rendering the same view.
// In Benchmarks/: swift run -c release snapshot-bench

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

func median(_ runs: Int, _ body: () throws -> Double) rethrows -> Double {
    var values: [Double] = []
    for _ in 0..<runs { values.append(try body()) }
    return values.sorted()[runs / 2]
}

/// A screen like the anchor's: rows of blue bars with white labels, 390 x 844 points, laid
/// out in code with frames (as a table of fixed rows would be).
@MainActor
func screen(changed: Bool) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.backgroundColor = .white
    var y: CGFloat = 0
    while y < 844 {
        let bar = UIView(frame: CGRect(x: 7, y: y, width: 376, height: 13))
        bar.backgroundColor = UIColor(red: 30 / 255, green: 100 / 255, blue: 200 / 255, alpha: 1)
        let label = UILabel(frame: CGRect(x: 6, y: 1, width: 200, height: 11))
        label.text = "Label \(Int(y * 3))"
        label.font = .systemFont(ofSize: 8)
        label.textColor = .white
        bar.addSubview(label)
        root.addSubview(bar)
        y += 20
    }
    if changed {
        let block = UIView(frame: CGRect(x: 33, y: 333, width: 67, height: 33))
        block.backgroundColor = UIColor(red: 200 / 255, green: 0, blue: 0, alpha: 1)
        root.addSubview(block)
    }
    return root
}

let renderer = try ViewRenderer()
let traits = UITraitCollection(displayScale: 3)
let environment = RenderEnvironment(traits: traits)
let size = RenderSize.fixed(CGSize(width: 390, height: 844))
let work = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

// The pair, as PNG files both differs read.
let original = try renderer.render(screen(changed: false), in: environment, size: size)
let changed = try renderer.render(screen(changed: true), in: environment, size: size)
let firstPath = work.appendingPathComponent("a.png").path, secondPath = work.appendingPathComponent("b.png").path
try original.pngData().write(to: URL(fileURLWithPath: firstPath))
try changed.pngData().write(to: URL(fileURLWithPath: secondPath))
let first = try RGBAImage(contentsOfFile: firstPath), second = try RGBAImage(contentsOfFile: secondPath)
// A second decode of the first file: the same pixels in another buffer.
let copy = try RGBAImage(contentsOfFile: firstPath)

var identicalCount = 0, differingCount = 0
let oursIdentical = try median(9) { try milliseconds { identicalCount = try PixelMatch.compare(first, copy).differentPixels } }
let oursDiffering = try median(9) { try milliseconds { differingCount = try PixelMatch.compare(first, second).differentPixels } }

// pixelmatch C++ on the same files.
let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Anchors/pixelmatch_pair.py").standardizedFileURL.path
let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.arguments = ["python3", script, firstPath, secondPath, "9"]
let pipe = Pipe()
process.standardOutput = pipe
process.standardError = pipe
try process.run()
let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
process.waitUntilExit()
let fields = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }

func format(_ value: Double) -> String { String(format: value < 0.1 ? "%.3f" : "%.2f", value) }
print("snapshot-bench: 1170 x 2532 pair (iPhone screen at @3x), median of 9 runs")
if process.terminationStatus == 0, fields.count == 4 {
    print("  identical: ours \(format(oursIdentical)) ms, pixelmatch C++ \(format(fields[0])) ms, \(format(fields[0] / oursIdentical))x faster (aim: at least 3x)")
    print("  differing: ours \(format(oursDiffering)) ms (\(differingCount) px), pixelmatch C++ \(format(fields[1])) ms (\(Int(fields[3])) px), \(format(fields[1] / oursDiffering))x faster (aim: at least 1.5x)")
} else {
    print("  identical: ours \(format(oursIdentical)) ms; differing: ours \(format(oursDiffering)) ms (\(differingCount) px)")
    print("  pixelmatch C++ could not run (pip install pybind11-pixelmatch pillow numpy): \(output.trimmingCharacters(in: .whitespacesAndNewlines))")
}

// A passing assertion beside rendering the same view: a component and a whole screen.

/// A button styled by hand: bold title, the background color on the view, layer corners.
@MainActor
func component() -> UIView {
    let button = UIButton(type: .custom)
    button.setTitle("予約する", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 17)
    button.backgroundColor = .systemBlue
    button.contentEdgeInsets = UIEdgeInsets(top: 14, left: 24, bottom: 14, right: 24)
    button.layer.cornerRadius = 12
    return button
}

/// Prints the median cost of a passing assertion on the view `make` builds (its reference
/// recorded first, then compared against copies so no two assertions share a reference)
/// beside the median cost of rendering the same view.
@MainActor
func measureAssertion(_ label: String, _ make: @MainActor () -> UIView, traits: UITraitCollection, size: RenderSize) throws {
    let snapshots = work.appendingPathComponent("Snapshots-\(label)").path
    let strategy = Snapshotting<UIView, SnapshotImage>.image(traits: traits, size: size, renderer: renderer)
    let environment = RenderEnvironment(traits: traits)
    let recording = verifySnapshot(of: make(), as: strategy, named: "reference", record: .missing, snapshotDirectory: snapshots,
                                   filePath: "/bench/Bench.swift", function: "main")
    guard recording?.recorded == true else {
        print("error: could not record the reference: \(recording?.message ?? "no failure")")
        exit(1)
    }
    let folder = "\(snapshots)/Bench"
    let runs = 15
    for index in 0..<runs {
        for ext in ["png", "json"] {
            try FileManager.default.copyItem(atPath: "\(folder)/main.reference.\(ext)", toPath: "\(folder)/main.copy\(index).\(ext)")
        }
    }
    let render = try median(runs) { try milliseconds { _ = try renderer.render(make(), in: environment, size: size) } }
    var index = 0
    var passed = true
    let assertion = median(runs) {
        defer { index += 1 }
        return milliseconds {
            passed = passed && verifySnapshot(of: make(), as: strategy, named: "copy\(index)", record: .never, snapshotDirectory: snapshots,
                                              filePath: "/bench/Bench.swift", function: "main") == nil
        }
    }
    print("  passing assertion, \(label): \(format(assertion)) ms beside rendering the view \(format(render)) ms: \(format(assertion / render))x the render (aim: at most 1.5x)\(passed ? "" : " (AN ASSERTION FAILED)")")
}

let japaneseAt2x = UITraitCollection { traits in
    traits.displayScale = 2
    traits.typesettingLanguage = Locale.Language(identifier: "ja")
}
try measureAssertion("button", component, traits: japaneseAt2x, size: .fitting)
try measureAssertion("screen", { screen(changed: false) }, traits: traits, size: size)
