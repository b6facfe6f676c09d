import Foundation
import PixelDiff
import ViewKit
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

/// A screen like the anchor's: rows of blue bars with white labels, 390 x 844 points.
func screen(changed: Bool) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.backgroundColor = .white
    var y = 0.0
    while y < 844 {
        let bar = View(frame: Rect(x: 7, y: y, width: 376, height: 13))
        bar.backgroundColor = Color(red: 30 / 255, green: 100 / 255, blue: 200 / 255)
        let label = Label(text: "Label \(Int(y * 3))")
        label.font = .systemFont(ofSize: 8)
        label.textColor = .white
        label.frame = Rect(x: 6, y: 1, width: 200, height: 11)
        bar.addSubview(label)
        root.addSubview(bar)
        y += 20
    }
    if changed {
        let block = View(frame: Rect(x: 33, y: 333, width: 67, height: 33))
        block.backgroundColor = Color(red: 200 / 255, green: 0, blue: 0)
        root.addSubview(block)
    }
    return root
}

let renderer = try Renderer()
let traits = TraitCollection(displayScale: 3)
let size = RenderSize.fixed(Size(width: 390, height: 844))
let work = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

// The pair, as PNG files both differs read.
let original = try renderer.render(screen(changed: false), traits: traits, size: size).bitmap
let changed = try renderer.render(screen(changed: true), traits: traits, size: size).bitmap
let firstPath = work.appendingPathComponent("a.png").path, secondPath = work.appendingPathComponent("b.png").path
try original.pngData().write(to: URL(fileURLWithPath: firstPath))
try changed.pngData().write(to: URL(fileURLWithPath: secondPath))
let first = try RGBAImage(contentsOfFile: firstPath), second = try RGBAImage(contentsOfFile: secondPath)
let copy = RGBAImage(original)

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
func component() -> View {
    let button = Button(type: .custom)
    button.setTitle("予約する", for: .normal)
    button.titleLabel.font = .boldSystemFont(ofSize: 17)
    button.setBackgroundColor(.systemBlue, for: .normal)
    button.contentEdgeInsets = EdgeInsets(vertical: 14, horizontal: 24)
    button.cornerRadius = 12
    return button
}

func measureAssertion(_ label: String, _ make: () -> View, traits: TraitCollection, size: RenderSize) throws {
    let snapshots = work.appendingPathComponent("Snapshots-\(label)").path
    let strategy = Snapshotting<View, SnapshotImage>.image(traits: traits, size: size, renderer: renderer)
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
    let render = try median(runs) { try milliseconds { _ = try renderer.render(make(), traits: traits, size: size) } }
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

try measureAssertion("button", component, traits: TraitCollection(displayScale: 2, typesettingLanguage: .japanese), size: .fitting)
try measureAssertion("screen", { screen(changed: false) }, traits: traits, size: size)
