import Foundation
internal import Typesetting

/// A layout manager's text laid out in its containers by the text engine: the text flows
/// through the containers in order, each taking the lines that fit its width, height and
/// line limit. Glyph indexes are character indexes (UTF-16 code units): TextKit 1 keeps one
/// glyph per code unit for the text these APIs are used with, padding ligatures and
/// surrogate pairs with null glyphs.
struct TextKitLayout {
    /// One line fragment.
    struct Line {
        /// The characters on the line (a truncated last line holds the rest of its paragraph).
        var characters: NSRange
        /// The line fragment: the container's width at the line's height.
        var rect: CGRect
        /// The part the text uses, padding included.
        var usedRect: CGRect
        /// The baseline, from the fragment's top.
        var baseline: CGFloat
        /// Every insertion point with its x in the container.
        var stops: [(offset: Int, x: CGFloat)]
        /// The characters hidden by truncation.
        var hidden: NSRange?
    }

    /// One container's share.
    struct Fragment {
        let container: NSTextContainer
        var characters: NSRange
        var lines: [Line]
        var usedRect: CGRect
        /// What the text view and drawing use: the engine's layout of the lines kept, with
        /// its styling, and the offset of its first character.
        var layout: TextLayout?
        var styling: TextStyling?
    }

    var fragments: [Fragment]
    let length: Int

    /// `text` laid out through `containers`.
    init(text: NSAttributedString, containers: [NSTextContainer]) {
        length = text.length
        var start = 0
        var fragments: [Fragment] = []
        for container in containers {
            guard start < text.length else {
                fragments.append(Fragment(container: container, characters: NSRange(location: text.length, length: 0), lines: [], usedRect: .zero))
                continue
            }
            let fragment = Self.lay(text.attributedSubstring(from: NSRange(location: start, length: text.length - start)), from: start, in: container)
            start = fragment.characters.location + fragment.characters.length
            fragments.append(fragment)
        }
        self.fragments = fragments
    }

    /// The defaults text without attributes is set with: the system font at 12 points in
    /// black, as TextKit sets it.
    static func defaults(lineBreakMode: NSLineBreakMode) -> TextStyling.Defaults {
        let language = UntaggedTextLanguage.of(UITraitCollection.current.typesettingLanguage)
        return TextStyling.Defaults(font: .systemFont(ofSize: 12), color: .black, alignment: .natural, lineBreakMode: lineBreakMode, language: language)
    }

    private static func lay(_ text: NSAttributedString, from start: Int, in container: NSTextContainer) -> Fragment {
        let padding = container.lineFragmentPadding
        let unlimitedWidth = container.size.width >= 10_000_000
        let styling = TextStyling(text, defaults: defaults(lineBreakMode: container.lineBreakMode))
        let width: CGFloat? = unlimitedWidth ? nil : max(1, container.size.width - 2 * padding)
        guard case var .success(layout) = styling.layout(maxWidth: width, numberOfLines: container.maximumNumberOfLines) else {
            return Fragment(container: container, characters: NSRange(location: start, length: 0), lines: [], usedRect: .zero)
        }
        if container.size.height < 10_000_000 {
            layout.lines = Array(layout.lines.prefix { CGFloat($0.y + $0.height) <= container.size.height + 0.01 })
        }
        let geometry = TextInputGeometry(layout: layout, text: text.string, origin: CGPoint(x: padding, y: 0), emptyCaret: .zero)
        let scalars = Array(text.string.unicodeScalars)
        var utf16OfScalar = [Int](repeating: 0, count: scalars.count + 1)
        for (index, scalar) in scalars.enumerated() { utf16OfScalar[index + 1] = utf16OfScalar[index] + scalar.utf16.count }
        var lines: [Line] = []
        for (line, placed) in zip(layout.lines, geometry.lines) {
            let characters = NSRange(location: start + placed.characters.lowerBound, length: placed.characters.count)
            let fragmentWidth = unlimitedWidth ? CGFloat(line.width) + 2 * padding : container.size.width
            let used = CGRect(x: CGFloat(line.x), y: CGFloat(line.y), width: CGFloat(line.width) + 2 * padding, height: CGFloat(line.height))
            var hidden: NSRange?
            if line.isTruncated {
                var shown = Set<Int>()
                for run in line.runs where !run.isTruncationToken { shown.formUnion(run.scalarRange) }
                let missing = line.scalarRange.filter { !shown.contains($0) && $0 < scalars.count }
                if let first = missing.first, let last = missing.last {
                    hidden = NSRange(location: start + utf16OfScalar[first], length: utf16OfScalar[last + 1] - utf16OfScalar[first])
                }
            }
            lines.append(Line(characters: characters, rect: CGRect(x: 0, y: CGFloat(line.y), width: fragmentWidth, height: CGFloat(line.height)),
                              usedRect: used, baseline: CGFloat(line.baseline - line.y),
                              stops: placed.stops.map { (start + $0.offset, $0.x) }, hidden: hidden))
        }
        let consumed = lines.last.map { $0.characters.location + $0.characters.length } ?? start
        let usedRect = lines.map(\.usedRect).reduce(CGRect.null) { $0.union($1) }
        return Fragment(container: container, characters: NSRange(location: start, length: consumed - start), lines: lines,
                        usedRect: usedRect.isNull ? .zero : CGRect(x: usedRect.minX, y: 0, width: usedRect.width, height: usedRect.maxY),
                        layout: layout, styling: styling)
    }

    // MARK: Finding

    func fragment(for container: NSTextContainer) -> Fragment? {
        fragments.first { $0.container === container }
    }

    /// The fragment and line holding the character at `index`.
    func line(at index: Int) -> (Fragment, Line)? {
        for fragment in fragments {
            for line in fragment.lines where NSLocationInRange(index, line.characters) {
                return (fragment, line)
            }
        }
        return nil
    }

    /// The x of the insertion point at `offset` on `line`.
    static func x(of offset: Int, on line: Line) -> CGFloat {
        line.stops.last { $0.offset <= offset }?.x ?? line.stops.first?.x ?? 0
    }

    /// The line of `fragment` at the height of `point` (the first or last beyond them).
    static func line(at point: CGPoint, in fragment: Fragment) -> Line? {
        guard let first = fragment.lines.first, let last = fragment.lines.last else { return nil }
        if point.y < first.rect.minY { return first }
        return fragment.lines.first { point.y < $0.rect.maxY } ?? last
    }

    /// The character under `point` in `fragment` and how far across it the point is.
    static func character(at point: CGPoint, in fragment: Fragment) -> (index: Int, fraction: CGFloat)? {
        guard let line = line(at: point, in: fragment), line.characters.length > 0 else { return nil }
        let stops = line.stops
        for (stop, next) in zip(stops, stops.dropFirst()) where next.offset > stop.offset {
            guard point.x < next.x || next.offset >= line.characters.location + line.characters.length else { continue }
            let width = next.x - stop.x
            let fraction = width > 0 ? min(1, max(0, (point.x - stop.x) / width)) : 0
            return (stop.offset, fraction)
        }
        return (line.characters.location + line.characters.length - 1, 1)
    }
}
