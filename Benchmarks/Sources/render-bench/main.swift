import Catalog
import Foundation

// Lays out and renders a PrimaryActionButton-like view (rounded background + Japanese
// title, 48 points high, at @2x) with and without PNG encoding, beside the raw cairo +
// HarfBuzz floor (this package's raw-floor) measured in the same run.
// In Benchmarks/: swift build -c release && swift run -c release render-bench

let renderer = try ViewRenderer()
let environment = RenderEnvironment(traits: UITraitCollection { traits in
    traits.displayScale = 2
    traits.typesettingLanguage = Locale.Language(identifier: "ja")
})

/// The button as an iOS developer styles one by hand: a custom button with a bold title,
/// its background color on the view and its corners rounded by the layer.
@MainActor
func makeButton(_ index: Int) -> UIButton {
    let button = UIButton(type: .custom)
    button.setTitle("予約する \(index)", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 17)
    button.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.9, alpha: 1)
    button.layer.cornerRadius = 8
    button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
    return button
}

/// Milliseconds per snapshot over `count` buttons, each built, laid out and drawn, with or
/// without PNG encoding.
@MainActor
func millisecondsPerSnapshot(count: Int, png: Bool) throws -> Double {
    let clock = ContinuousClock()
    var bytes = 0
    let elapsed = try clock.measure {
        for index in 0..<count {
            let image = try renderer.render(makeButton(index), in: environment, size: .fittingWidth(height: 48))
            bytes &+= png ? try image.pngData().count : image.cgImage.width
        }
    }
    precondition(bytes != 0)
    return (Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15) / Double(count)
}

func median(_ runs: Int, _ body: () throws -> Double) rethrows -> Double {
    var values: [Double] = []
    for _ in 0..<runs { values.append(try body()) }
    return values.sorted()[runs / 2]
}

do {
    // `render-bench --profile COUNT`: renders COUNT buttons without PNG and exits, for a profiler
    // (callgrind's --toggle-collect=*millisecondsPerSnapshot* counts the renders alone; run
    // COUNT 1 too and subtract, since the 50 warm-up renders are counted as well).
    if let flag = CommandLine.arguments.firstIndex(of: "--profile") {
        let count = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 1000
        _ = try millisecondsPerSnapshot(count: 50, png: false) // fonts and caches, as in a run
        print(String(format: "%.4f ms per button", try millisecondsPerSnapshot(count: count, png: false)))
        exit(0)
    }
    let floor = try RawFloor()
    _ = try millisecondsPerSnapshot(count: 50, png: false) // load fonts once, as any process does
    // Interleave ours and the anchor's runs so both see the same machine state.
    var oursPlain: [Double] = [], oursPNG: [Double] = [], floorPlain: [Double] = [], floorPNG: [Double] = []
    for _ in 0..<5 {
        oursPlain.append(try millisecondsPerSnapshot(count: 2000, png: false))
        floorPlain.append(try floor.millisecondsPerSnapshot(count: 2000, png: false))
        oursPNG.append(try millisecondsPerSnapshot(count: 300, png: true))
        floorPNG.append(try floor.millisecondsPerSnapshot(count: 300, png: true))
    }
    func med(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func format(_ value: Double) -> String { String(format: "%.4f", value) }
    func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }
    print("render-bench: PrimaryActionButton-like view (rounded background + Japanese title) at @2x, median of 5 runs")
    print("  without PNG: ours \(format(med(oursPlain))) ms, raw floor \(format(med(floorPlain))) ms, \(ratio(med(oursPlain) / med(floorPlain))) the floor (aim: at most 2x)")
    print("  with PNG:    ours \(format(med(oursPNG))) ms, raw floor \(format(med(floorPNG))) ms, \(ratio(med(oursPNG) / med(floorPNG))) the floor (aim: at most 2x)")
} catch {
    print("error: \(error)")
    exit(1)
}
