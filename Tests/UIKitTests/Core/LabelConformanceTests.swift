import Testing
import UIKit

/// What a UILabel shows, as iOS 17 draws it: shrinking to fit, truncation and clipping,
/// alignment, attributed text. Truncation is checked by finding the plain label that draws
/// the same pixels (the text the truncated label shows), so the tests do not depend on the
/// font's exact widths.
@MainActor
@Suite("UILabel conformance")
struct LabelConformanceTests {
    static let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

    /// A single-line label of `text` at 17 points in `width` × 30 points.
    func makeLabel(_ text: String, width: CGFloat, mode: NSLineBreakMode = .byTruncatingTail, font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        label.font = font
        label.text = text
        label.lineBreakMode = mode
        label.textColor = .black
        return label
    }

    /// A label on white, rendered at 2 pixels per point.
    func render(_ label: UILabel) -> UIImage {
        CoreRender.onWhite(label, scale: 2)
    }

    /// The width of `text` set in one line of `font`.
    func width(_ text: String, font: UIFont = .systemFont(ofSize: 17)) -> CGFloat {
        (text as NSString).size(withAttributes: [.font: font]).width
    }

    // MARK: Shrinking to fit

    @Test("adjustsFontSizeToFitWidth shrinks long text so all of it fits the width")
    func shrinksToFit() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        #expect(width(text) > 250)
        let plain = makeLabel(text, width: 150)
        let shrinking = makeLabel(text, width: 150)
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.3
        let plainInk = try #require(CoreRender.ink(render(plain)))
        let shrunkInk = try #require(CoreRender.ink(render(shrinking)))
        // Smaller glyphs: the ink is less tall.
        let plainHeight = plainInk.maxY - plainInk.minY + 1, shrunkHeight = shrunkInk.maxY - shrunkInk.minY + 1
        #expect(Double(shrunkHeight) < 0.75 * Double(plainHeight), "shrunk \(shrunkHeight) px, plain \(plainHeight) px")
        // The whole text, in the label's width: it spans most of it and stays inside.
        #expect(shrunkInk.maxX < 300)
        #expect(shrunkInk.maxX - shrunkInk.minX > 240)
        // The font property is not changed by shrinking.
        #expect(shrinking.font.pointSize == 17)
    }

    @Test("The shrunk text is the whole text at a smaller size, not a truncated one")
    func shrunkTextIsWhole() {
        let text = "ABCDEFGHIJKLMNOP"
        let label = makeLabel(text, width: width(text) * 0.75)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let shown = render(label)
        // Some size between 50 % and 100 % draws exactly these pixels, without an ellipsis.
        let matches = stride(from: 8.5, through: 17, by: 0.05).contains { size in
            let reference = makeLabel(text, width: label.bounds.width, mode: .byClipping, font: .systemFont(ofSize: size))
            return CoreRender.samePixels(render(reference), shown, tolerance: 8)
        }
        #expect(matches)
    }

    @Test("minimumScaleFactor limits shrinking; text that still does not fit is truncated")
    func minimumScaleFactorLimits() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let plain = makeLabel(text, width: 150)
        let limited = makeLabel(text, width: 150)
        limited.adjustsFontSizeToFitWidth = true
        limited.minimumScaleFactor = 0.9
        let plainInk = try #require(CoreRender.ink(render(plain)))
        let limitedInk = try #require(CoreRender.ink(render(limited)))
        let ratio = Double(limitedInk.maxY - limitedInk.minY + 1) / Double(plainInk.maxY - plainInk.minY + 1)
        #expect(ratio > 0.8 && ratio < 0.97, "\(ratio)")
        // 90 % of the size is not enough: the label ends in an ellipsis within its bounds.
        #expect(limitedInk.maxX < 300)
    }

    @Test("Text that fits is not shrunk")
    func fittingTextUnchanged() {
        let plain = makeLabel("Hello", width: 200)
        let adjusting = makeLabel("Hello", width: 200)
        adjusting.adjustsFontSizeToFitWidth = true
        adjusting.minimumScaleFactor = 0.5
        #expect(CoreRender.samePixels(render(plain), render(adjusting)))
    }

    // MARK: Line break modes

    @Test(".byTruncatingTail shows as much of the start as fits, then an ellipsis")
    func truncatingTail() throws {
        let text = Self.alphabet
        let label = makeLabel(text, width: 120)
        let shown = render(label)
        let characters = Array(text)
        let kept = (1..<characters.count).first { k in
            let reference = makeLabel(String(characters[..<k]) + "…", width: 120, mode: .byClipping)
            return CoreRender.samePixels(render(reference), shown)
        }
        let k = try #require(kept, "no prefix + … draws what the label shows")
        #expect(k >= 4)
        // As much as fits: one more character and the ellipsis would be too wide (measured
        // as CoreText truncates: the kept text and the ellipsis side by side).
        #expect(width(String(characters[..<(k + 1)])) + width("…") > 120)
    }

    @Test(".byTruncatingHead keeps the end of the text after an ellipsis")
    func truncatingHead() throws {
        // Right-aligned, the kept end sits at the right edge: it draws exactly as the same
        // characters alone, right-aligned, and the ellipsis is the only ink left of them.
        let text = Self.alphabet
        let label = makeLabel(text, width: 120, mode: .byTruncatingHead)
        label.textAlignment = .right
        let shown = render(label)
        let characters = Array(text)
        var found: (m: Int, inkStart: Int)?
        for m in 1..<characters.count {
            let reference = makeLabel(String(characters.suffix(m)), width: 120, mode: .byClipping)
            reference.textAlignment = .right
            let image = render(reference)
            guard let ink = CoreRender.ink(image), CoreRender.samePixels(image, shown, columns: ink.minX..<240) else { continue }
            found = (m, ink.minX)
        }
        let (m, inkStart) = try #require(found, "no end of the text draws what the label shows")
        #expect(m >= 4)
        #expect(String(characters.suffix(m)).hasSuffix("789"))
        // Left of the kept end: the ellipsis, about as wide as one.
        let ellipsis = try #require(CoreRender.ink(shown, columns: 0..<inkStart))
        #expect(ellipsis.maxX < inkStart)
        #expect(Double(ellipsis.maxX - ellipsis.minX) < 2 * Double(width("…")) + 2)
        // As much as fits (measured as CoreText truncates: the kept text and the ellipsis
        // side by side).
        #expect(width(String(characters.suffix(m + 1))) + width("…") > 120)
    }

    @Test(".byTruncatingMiddle keeps the start and the end with an ellipsis between")
    func truncatingMiddle() throws {
        let text = Self.alphabet
        let label = makeLabel(text, width: 140, mode: .byTruncatingMiddle)
        let shown = render(label)
        let characters = Array(text)
        var found: (Int, Int)?
        search: for total in (2..<characters.count).reversed() {
            for k in 1..<total {
                let candidate = String(characters[..<k]) + "…" + String(characters.suffix(total - k))
                guard width(candidate) <= 141 else { continue }
                let reference = makeLabel(candidate, width: 140, mode: .byClipping)
                if CoreRender.samePixels(render(reference), shown) {
                    found = (k, total - k)
                    break search
                }
            }
        }
        let (start, end) = try #require(found, "no start + … + end draws what the label shows")
        #expect(start >= 2 && end >= 2)
        #expect(abs(start - end) <= 3, "start \(start), end \(end)")
    }

    @Test(".byClipping draws the start of the text cut off at the label's edge, without an ellipsis")
    func clipping() throws {
        let text = Self.alphabet
        let narrow = makeLabel(text, width: 120, mode: .byClipping)
        let wide = makeLabel(text, width: 400, mode: .byClipping)
        let narrowImage = render(narrow), wideImage = render(wide)
        #expect(CoreRender.samePixels(narrowImage, wideImage, columns: 0..<240))
        // The text reaches the edge (no room left for an ellipsis).
        let ink = try #require(CoreRender.ink(narrowImage))
        #expect(ink.maxX >= 234)
        // Tail truncation draws something else.
        #expect(!CoreRender.samePixels(render(makeLabel(text, width: 120)), narrowImage))
    }

    // MARK: Empty and zero-size labels

    @Test("A zero-width label draws nothing")
    func zeroWidthDrawsNothing() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        host.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 0, height: 30))
        label.text = "Hello, world"
        label.textColor = .black
        host.addSubview(label)
        #expect(CoreRender.ink(CoreRender.image(of: host, scale: 2), threshold: 2) == nil)
    }

    @Test("A zero-height label and a label without text draw nothing")
    func zeroHeightAndEmptyDrawNothing() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        host.backgroundColor = .white
        let flat = UILabel(frame: CGRect(x: 0, y: 10, width: 100, height: 0))
        flat.text = "Hello"
        let empty = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        empty.text = ""
        host.addSubview(flat)
        host.addSubview(empty)
        #expect(CoreRender.ink(CoreRender.image(of: host, scale: 2), threshold: 2) == nil)
        #expect(empty.intrinsicContentSize == .zero)
    }

    // MARK: Alignment

    @Test("textAlignment places the text at the left, centre or right of the label")
    func alignment() throws {
        func ink(_ alignment: NSTextAlignment) throws -> (minX: Int, maxX: Int) {
            let label = makeLabel("Hi there", width: 200)
            label.textAlignment = alignment
            let ink = try #require(CoreRender.ink(render(label)))
            return (ink.minX, ink.maxX)
        }
        let left = try ink(.left), center = try ink(.center), right = try ink(.right), natural = try ink(.natural)
        let inkWidth = left.maxX - left.minX
        #expect(left.minX <= 6, "\(left)")
        #expect(abs((center.minX + center.maxX) / 2 - 200) <= 4, "\(center)")
        #expect(right.maxX >= 400 - 6 && right.maxX < 400, "\(right)")
        #expect(natural == left)
        // The same glyphs, moved.
        #expect(abs(center.maxX - center.minX - inkWidth) <= 1)
        #expect(abs(right.maxX - right.minX - inkWidth) <= 1)
    }

    @Test("A paragraph style's alignment in attributedText centres the text")
    func attributedAlignment() throws {
        let label = makeLabel("", width: 200)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        label.attributedText = NSAttributedString(string: "Hi there", attributes: [.paragraphStyle: style, .foregroundColor: UIColor.black])
        let ink = try #require(CoreRender.ink(render(label)))
        #expect(abs((ink.minX + ink.maxX) / 2 - 200) <= 4, "\(ink)")
    }

    // MARK: Attributed text

    @Test("Kern widens the text by the kern after every character")
    func kernWidens() {
        let plain = UILabel(), kerned = UILabel()
        plain.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        kerned.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 5])
        let difference = kerned.intrinsicContentSize.width - plain.intrinsicContentSize.width
        #expect(abs(difference - 25) <= 1, "\(difference)")
        #expect(kerned.intrinsicContentSize.height == plain.intrinsicContentSize.height)
    }

    @Test("Kern spreads the drawn glyphs")
    func kernDrawn() throws {
        let plain = makeLabel("", width: 300), kerned = makeLabel("", width: 300)
        plain.attributedText = NSAttributedString(string: "IIIII", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black])
        kerned.attributedText = NSAttributedString(string: "IIIII", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black, .kern: 10])
        let a = try #require(CoreRender.ink(render(plain))), b = try #require(CoreRender.ink(render(kerned)))
        // Four gaps of 10 points, at 2 pixels per point.
        #expect(abs((b.maxX - b.minX) - (a.maxX - a.minX) - 80) <= 2)
    }

    @Test("A paragraph style's lineSpacing adds space between the lines")
    func lineSpacing() {
        func label(spacing: CGFloat?) -> UILabel {
            let label = UILabel()
            label.numberOfLines = 0
            var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
            if let spacing {
                let style = NSMutableParagraphStyle()
                style.lineSpacing = spacing
                attributes[.paragraphStyle] = style
            }
            label.attributedText = NSAttributedString(string: "First line\nSecond line", attributes: attributes)
            return label
        }
        let plain = label(spacing: nil).intrinsicContentSize.height
        let spaced = label(spacing: 10).intrinsicContentSize.height
        #expect(spaced > plain)
        #expect(abs(spaced - plain - 10) <= 0.5, "plain \(plain), spaced \(spaced)")
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(plain - 2 * font.lineHeight) <= 1, "\(plain) vs two lines of \(font.lineHeight)")
    }

    @Test("attributedText reads back with the label's font and colour filled in")
    func attributedTextReadsBack() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 21)
        label.textColor = .systemRed
        label.text = "Plain"
        let attributed = label.attributedText
        #expect(attributed?.string == "Plain")
        #expect((attributed?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 21)
        #expect((attributed?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) == .systemRed)
    }
}
