import Foundation
import UIKit

// Solve time for Auto Layout screens of 10, 100 and 1,000 views, as chains and grids: the
// first solve (the engine built from nothing) and a re-solve after one constant changes,
// beside kiwisolver (Anchors/kiwisolver_layout.py) on the same shapes; then a 500-cell
// self-sizing table. In Benchmarks/: swift run -c release layout-bench

func milliseconds(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

/// A root with `count` 10 x 10 views, each placed after the one before it in a row.
@MainActor
func chain(_ count: Int) -> (UIView, NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20_000, height: 100))
    var previous: UIView?
    var first: NSLayoutConstraint?
    for _ in 0..<count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 1)
        if first == nil { first = leading }
        NSLayoutConstraint.activate([leading, view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        previous = view
    }
    return (root, first ?? placeholder(root))
}

/// A root with about `count` views in a square grid, each after its left and upper neighbour.
@MainActor
func grid(_ count: Int) -> (UIView, NSLayoutConstraint) {
    let side = Int(Double(count).squareRoot().rounded(.up))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 2_000, height: 2_000))
    var rows: [[UIView]] = []
    var first: NSLayoutConstraint?
    for row in 0..<side {
        var views: [UIView] = []
        for column in 0..<side where row * side + column < count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let leading = view.leadingAnchor.constraint(equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 2)
            if first == nil { first = leading }
            let above = row > 0 && column < rows[row - 1].count ? rows[row - 1][column] : nil
            NSLayoutConstraint.activate([leading, view.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor, constant: 2),
                                         view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalTo: view.widthAnchor)])
            views.append(view)
        }
        rows.append(views)
    }
    return (root, first ?? placeholder(root))
}

/// An inactive constraint to return when a shape has no views (a count of zero).
@MainActor
func placeholder(_ root: UIView) -> NSLayoutConstraint {
    NSLayoutConstraint(item: root, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
}

/// A cell whose height comes from Auto Layout: a multi-line label pinned to the content
/// view's margins.
@MainActor
final class SelfSizingCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// 500 rows of texts from one line to about ten at an iPhone's width.
@MainActor
final class SelfSizingRows: NSObject, UITableViewDataSource {
    static let count = 500
    let texts: [String] = (0..<SelfSizingRows.count).map { row in
        let words = ["Order", "shipped", "to", "the", "warehouse", "in", "Osaka", "and", "then", "delivered", "by", "courier", "before", "noon"]
        let length = 2 + (row * 37) % 60
        return (0..<length).map { words[($0 + row) % words.count] }.joined(separator: " ") + " #\(row)"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        (cell as? SelfSizingCell)?.label.text = texts[indexPath.row]
        return cell
    }
}

/// kiwisolver's figures for the same shapes, from `Anchors/kiwisolver_layout.py`: shape →
/// views → ("first", "resolve") in milliseconds; nil with the reason when it cannot run.
func kiwisolverFigures() -> ([String: [String: [String: Double]]]?, String) {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Anchors/kiwisolver_layout.py").standardizedFileURL.path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script]
    let pipe = Pipe(), errors = Pipe()
    process.standardOutput = pipe
    process.standardError = errors
    do { try process.run() } catch { return (nil, "python3 could not start (\(error))") }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let figures = try? JSONDecoder().decode([String: [String: [String: Double]]].self, from: output) else {
        return (nil, message.split(separator: "\n").last.map(String.init) ?? "no output")
    }
    return (figures, "")
}

func format(_ value: Double) -> String {
    String(format: value < 0.01 ? "%.4f" : value < 1 ? "%.3f" : value < 100 ? "%.2f" : "%.1f", value)
}

// For profiling one shape: `layout-bench --profile chain 100` makes first solves of it for
// about ten seconds (no anchor, no table), so that `perf record` sees only that;
// `--profile-resolve` does the same for re-solves after one constant changes.
let arguments = CommandLine.arguments
// `--profile chain 100 200` makes exactly 200 instead (for instruction counts, which only a
// fixed amount of work makes comparable between builds).
if arguments.count == 4 || arguments.count == 5, arguments[1] == "--profile", let count = Int(arguments[3]) {
    let make: @MainActor (Int) -> (UIView, NSLayoutConstraint) = arguments[2] == "grid" ? grid : chain
    let fixed = arguments.count == 5 ? Int(arguments[4]) : nil
    let start = ContinuousClock.now
    var solves = 0
    while fixed.map({ solves < $0 }) ?? (ContinuousClock.now - start < .seconds(10)) {
        let (root, _) = make(count)
        root.layoutIfNeeded()
        solves += 1
    }
    print("layout-bench --profile: \(solves) first solves of a \(arguments[2]) of \(count) views")
    exit(0)
}
// `layout-bench --profile-table`: fresh 500-row self-sizing tables, for ten seconds;
// `--profile-table 6` lays out exactly six (for instruction counts, like `--profile`).
if arguments.count == 2 || arguments.count == 3, arguments[1] == "--profile-table" {
    let fixed = arguments.count == 3 ? Int(arguments[2]) : nil
    let start = ContinuousClock.now
    var tables = 0
    while fixed.map({ tables < $0 }) ?? (ContinuousClock.now - start < .seconds(10)) {
        _ = layOutSelfSizingTable()
        tables += 1
    }
    print("layout-bench --profile-table: \(tables) tables of \(SelfSizingRows.count) self-sizing rows")
    exit(0)
}
// `layout-bench --profile-resolve chain 100`: re-solves after one constant changes, for ten seconds.
if arguments.count == 4, arguments[1] == "--profile-resolve", let count = Int(arguments[3]) {
    let make: @MainActor (Int) -> (UIView, NSLayoutConstraint) = arguments[2] == "grid" ? grid : chain
    let (root, constraint) = make(count)
    root.layoutIfNeeded()
    let start = ContinuousClock.now
    var solves = 0
    while ContinuousClock.now - start < .seconds(10) {
        constraint.constant = CGFloat(1 + solves % 5)
        root.layoutIfNeeded()
        solves += 1
    }
    print("layout-bench --profile-resolve: \(solves) re-solves of a \(arguments[2]) of \(count) views")
    exit(0)
}

print("layout-bench: Auto Layout solve time, median of several runs, beside kiwisolver (C++ Cassowary) on the same shapes")
// `--table` times only the self-sizing table (for profiling it alone).
let tableOnly = CommandLine.arguments.contains("--table")
var ours: [(name: String, count: Int, first: Double, resolve: Double)] = []
for (name, make) in [("chain", chain), ("grid", grid)] as [(String, @MainActor (Int) -> (UIView, NSLayoutConstraint))] {
    for count in tableOnly ? [] : [10, 100, 1000] {
        let runs = count >= 1000 ? 3 : 9
        var firsts: [Double] = [], resolves: [Double] = []
        for _ in 0..<runs {
            let (root, constraint) = make(count)
            firsts.append(milliseconds { root.layoutIfNeeded() })
            var times: [Double] = []
            for step in 1...5 {
                constraint.constant = CGFloat(step)
                times.append(milliseconds { root.layoutIfNeeded() })
            }
            resolves.append(times.sorted()[2])
            precondition(root.subviews.first?.frame.minX == 5, "the re-solve moved the first view")
        }
        ours.append((name, count, firsts.sorted()[runs / 2], resolves.sorted()[runs / 2]))
    }
}
let (kiwi, reason) = tableOnly ? (nil, "") : kiwisolverFigures()
if !tableOnly {
print("  shape   views   first solve (ms): ours   kiwi    ratio   re-solve after one constant (ms): ours   kiwi   ratio")
for row in ours {
    let anchor = kiwi?[row.name]?[String(row.count)]
    var line = "  \(row.name.padding(toLength: 6, withPad: " ", startingAt: 0))  \(String(row.count).leftPadded(5))"
    if let first = anchor?["first"], let resolve = anchor?["resolve"] {
        line += "   \(format(row.first).leftPadded(22))  \(format(first).leftPadded(7))  \(String(format: "%5.2fx", row.first / first))"
        line += "   \(format(row.resolve).leftPadded(38))  \(format(resolve).leftPadded(6))  \(String(format: "%5.1fx", row.resolve / resolve))"
    } else {
        line += "   \(format(row.first).leftPadded(22))                    \(format(row.resolve).leftPadded(38))"
    }
    print(line)
}
if kiwi == nil {
    print("  kiwisolver could not run (\(reason)): pip install kiwisolver (Anchors/kiwisolver_layout.py)")
} else {
    print("  (ratio: ours / kiwi, below 1 is faster. kiwi times only its solver calls, the re-solve through an edit variable;")
    print("   ours is the whole layout pass: engine, solver, frames. Aims: first solve at most kiwi's; a 100-view re-solve under 1 ms)")
}
}

// A self-sizing table: 500 cells measured through the table's own path. The table is as tall
// as its content so every row is on screen: each gets a cell that is measured
// (`fittingHeight`, the content view fitted with Auto Layout), placed, and laid out.
/// Lays out one fresh 500-row table; returns its time and its content height.
@MainActor
func layOutSelfSizingTable() -> (milliseconds: Double, height: CGFloat) {
    let rows = SelfSizingRows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 100_000), style: .plain)
    table.register(SelfSizingCell.self, forCellReuseIdentifier: "Row")
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 60
    table.dataSource = rows
    let time = milliseconds { table.layoutIfNeeded() }
    precondition(table.visibleCells.count == SelfSizingRows.count, "not every row got a cell")
    return (time, table.contentSize.height)
}

var tableTimes: [Double] = []
var tableHeight: CGFloat = 0
for _ in 0..<5 {
    let (time, height) = layOutSelfSizingTable()
    tableTimes.append(time)
    tableHeight = height
}
print("  self-sizing table: \(SelfSizingRows.count) Auto Layout cells (a multi-line label each) loaded, measured and laid out: "
    + "\(format(tableTimes.sorted()[2])) ms, median of 5 (aim: under 50 ms); content \(Int(tableHeight)) points tall")

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
