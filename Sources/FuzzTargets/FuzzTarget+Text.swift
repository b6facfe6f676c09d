import Foundation
internal import Typesetting
internal import UIKit

extension FuzzTarget {
    /// The widths labels and paragraphs are set in (`nil`: no limit).
    private static let widths: [Double?] = [nil, 0.5, 1, 24, 75, 160, 320, 1000]
    private static let modes: [NSLineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle]
    private static let alignments: [TextAlignment] = [.natural, .left, .center, .right, .justified]
    private static let labelAlignments: [NSTextAlignment] = [.natural, .left, .center, .right, .justified]
    private static let languages: [Language] = ["ja", "en", "ar", "he", "th", "zh-Hans", "ko", "hi", "", "x-@@-invalid"]
    /// The largest label drawn, in points a side: drawing costs the area, not the text.
    private static let largestDrawing = 320.0
    @MainActor private static var typesetter: Typesetter? = try? Typesetter()

    /// Sets the text the bytes after the first two describe in a `UILabel` of
    /// `numberOfLines = 0` (`sizeThatFits`, layout, drawing into a `UIGraphicsImageRenderer`)
    /// and in the typesetter directly; the first two bytes pick the width, font, line break
    /// mode, language, line limit and strictness. Properties: sizes are finite and not
    /// negative; lines cover the text in order without overlapping; with no line limit no
    /// text is truncated.
    @MainActor
    static func text(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        let first = bytes.first ?? 0, second = bytes.dropFirst().first ?? 0
        let string = FuzzText.string(from: bytes.dropFirst(2))
        let width = widths[Int(first & 7)]
        let mode = modes[Int(first >> 3 & 7) % modes.count]
        let font: UIFont = switch first >> 6 {
        case 0: .systemFont(ofSize: 17)
        case 1: .boldSystemFont(ofSize: 11)
        case 2: .preferredFont(forTextStyle: .body)
        default: UIFont(name: "Noto Sans CJK JP", size: 31) ?? .systemFont(ofSize: 31, weight: .black)
        }
        let alignment = (Int(first) + Int(second)) % alignments.count
        var problems = label(string, width: width, font: font, mode: mode, alignment: labelAlignments[alignment], attributed: second & 0x80 != 0)
        let language = languages[Int(second & 0x0F) % languages.count]
        let lines = Int(second >> 4 & 3)
        let strictness = LineBreakStrictness.allCases[Int(second >> 6) % LineBreakStrictness.allCases.count]
        problems += paragraph(string, width: width, size: Double(font.pointSize), language: language, lines: lines, alignment: alignments[alignment],
                              mode: LineBreakMode.allCases[Int(first >> 3 & 7) % LineBreakMode.allCases.count], strictness: strictness)
        return problems
    }

    @MainActor
    private static func label(_ string: String, width: Double?, font: UIFont, mode: NSLineBreakMode, alignment: NSTextAlignment,
                              attributed: Bool) -> [String] {
        var problems: [String] = []
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.lineBreakMode = mode
        label.textAlignment = alignment
        if attributed {
            // Two runs in different fonts, the second kerned and raised: spans meet mid-cluster.
            let text = NSMutableAttributedString(string: string, attributes: [.font: font])
            let half = (string as NSString).length / 2
            text.addAttributes([.font: UIFont.italicSystemFont(ofSize: 13), .kern: 1.5, .baselineOffset: 4],
                               range: NSRange(location: half, length: (string as NSString).length - half))
            label.attributedText = text
        } else {
            label.text = string
        }
        let fit = label.sizeThatFits(CGSize(width: CGFloat(width ?? .greatestFiniteMagnitude), height: .greatestFiniteMagnitude))
        if !(fit.width.isFinite && fit.height.isFinite && fit.width >= 0 && fit.height >= 0) {
            problems.append("UILabel.sizeThatFits gave \(fit)")
            return problems
        }
        let intrinsic = label.intrinsicContentSize
        if !(intrinsic.width.isFinite && intrinsic.height.isFinite) {
            problems.append("UILabel.intrinsicContentSize is \(intrinsic)")
        }
        label.frame = CGRect(x: 0, y: 0, width: min(max(fit.width, 1), largestDrawing), height: min(max(fit.height, 1), largestDrawing))
        label.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { context in
            label.layer.render(in: context.cgContext)
        }
        // The image has whole pixels: the label's size rounded up.
        if !(image.size.width >= label.bounds.width && image.size.height >= label.bounds.height) {
            problems.append("the label drawn is \(image.size), smaller than \(label.bounds.size)")
        }
        return problems
    }

    @MainActor
    private static func paragraph(_ string: String, width: Double?, size: Double, language: Language, lines: Int,
                                  alignment: TextAlignment, mode: LineBreakMode, strictness: LineBreakStrictness) -> [String] {
        guard let typesetter else { return ["the typesetter could not start (no fonts?)"] }
        let layout: TextLayout
        do {
            layout = try typesetter.layout(string, font: .systemFont(ofSize: size), language: language,
                                           in: TextContainer(maxWidth: width, numberOfLines: lines),
                                           style: ParagraphStyle(alignment: alignment, lineBreakMode: mode, lineBreakStrictness: strictness))
        } catch {
            return ["the typesetter refused valid text: \(error)"]
        }
        var problems: [String] = []
        let scalarCount = string.unicodeScalars.count
        if !(layout.width.isFinite && layout.height.isFinite && layout.width >= 0 && layout.height >= 0) {
            problems.append("the layout's size is \(layout.width) x \(layout.height)")
        }
        var end = 0
        for (index, line) in layout.lines.enumerated() {
            let values = [line.x, line.y, line.width, line.height, line.baseline, line.ascent, line.descent]
            if values.contains(where: { !$0.isFinite }) { problems.append("line \(index) has a coordinate that is not finite: \(values)") }
            if line.scalarRange.lowerBound < end || line.scalarRange.upperBound > scalarCount {
                problems.append("line \(index) covers \(line.scalarRange), after \(end) in \(scalarCount) scalars")
            }
            end = max(end, line.scalarRange.upperBound)
        }
        if lines == 0, layout.isTruncated {
            problems.append("text with no line limit was truncated")
        }
        if lines > 0, layout.lines.count > lines {
            problems.append("\(layout.lines.count) lines where \(lines) are allowed")
        }
        return problems
    }
}
