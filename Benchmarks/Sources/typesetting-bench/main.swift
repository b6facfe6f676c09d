import Foundation
import Typesetting

// Shaping plus layout per label, cache cold and warm, beside bare HarfBuzz shaping of the
// same strings measured in the same run. In Benchmarks/: swift run -c release typesetting-bench

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200
let typesetter = try Typesetter()
let labelFont = Font.systemFont(ofSize: 17)
let container = TextContainer(maxWidth: 320, numberOfLines: 1)
let style = ParagraphStyle(lineBreakMode: .byTruncatingTail)

guard let bareJapanese = BareHarfBuzz(file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 0, language: "ja"),
      let bareEnglish = BareHarfBuzz(file: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", index: 0, language: "en") else {
    print("error: the fonts the benchmark compares with are missing (apt-get install fonts-noto-cjk fonts-inter)")
    exit(1)
}

let labels: [(text: String, language: Language, bare: BareHarfBuzz)] =
    Corpus.japanese.map { ($0, .japanese, bareJapanese) } + Corpus.english.map { ($0, .english, bareEnglish) }

func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let duration = try clock.measure(body)
    return Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Median of per-round costs per label, in microseconds.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2] / 1000
}

var sink = 0
var bare: [Double] = []
var cold: [Double] = []
var warm: [Double] = []
// One warm-up round loads the fonts and ICU's break iterators, as any process does once.
for label in labels { _ = try typesetter.layout(label.text, font: labelFont, language: label.language, in: container, style: style) }
for _ in 0..<rounds {
    bare.append(nanoseconds {
        for label in labels { sink &+= label.bare.shape(label.text) }
    } / Double(labels.count))
    typesetter.removeCachedLayouts()
    cold.append(try nanoseconds {
        for label in labels {
            sink &+= try typesetter.layout(label.text, font: labelFont, language: label.language, in: container, style: style).lines.count
        }
    } / Double(labels.count))
    warm.append(try nanoseconds {
        for label in labels {
            sink &+= try typesetter.layout(label.text, font: labelFont, language: label.language, in: container, style: style).lines.count
        }
    } / Double(labels.count))
}

let bareMedian = median(bare)
let coldMedian = median(cold)
let warmMedian = median(warm)
func format(_ value: Double) -> String {
    String(Int((value * 100).rounded())).leftPaddedDecimal
}

print("typesetting-bench: \(labels.count) UI strings (\(Corpus.japanese.count) ja, \(Corpus.english.count) en), \(rounds) rounds, median per label")
print("  bare HarfBuzz shaping      \(format(bareMedian)) µs")
print("  label layout, cache cold   \(format(coldMedian)) µs   \(format(coldMedian / bareMedian))x bare HarfBuzz   (aim: at most 2x)")
print("  label layout, cache warm   \(format(warmMedian)) µs   \(format(coldMedian / warmMedian))x cheaper than cold (aim: at least 10x)")
print("  (checksum \(sink % 1000))")

extension String {
    /// "1234" (hundredths) as "12.34".
    var leftPaddedDecimal: String {
        let padded = count < 3 ? String(repeating: "0", count: 3 - count) + self : self
        return "\(padded.dropLast(2)).\(padded.suffix(2))"
    }
}
