import Testing
import UIKit

/// A label that was measured and drawn follows every later change to what its text is made
/// from, as UIKit's does: the label keeps the text it styled for measuring between Auto
/// Layout's questions, and nothing may reuse it once the text, font, color, alignment,
/// wrapping, traits or direction changed. Attributed text whose runs cut through surrogate
/// pairs and Japanese text sets exactly as the same text in one run.
@MainActor
@Suite("UILabel after changes")
struct LabelRestyleTests {
    /// A label of `text` measured once (intrinsic size) and drawn once before the test
    /// changes it.
    func measuredLabel(_ text: String, width: CGFloat = 240) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        label.text = text
        label.textColor = .black
        _ = label.intrinsicContentSize
        _ = CoreRender.onWhite(label)
        label.removeFromSuperview()
        return label
    }

    @Test("Text, font and line limit changes after measuring change the intrinsic size")
    func measuringFollowsChanges() {
        let label = measuredLabel("Short")
        let short = label.intrinsicContentSize
        label.text = "Short, then a good deal longer"
        let long = label.intrinsicContentSize
        #expect(long.width > short.width + 50, "short \(short), long \(long)")

        label.font = .systemFont(ofSize: 34)
        let large = label.intrinsicContentSize
        #expect(large.height > long.height * 1.6, "17 pt \(long), 34 pt \(large)")

        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > large.height * 1.8, "one line \(large), wrapped \(wrapped)")
    }

    @Test("A color change after drawing draws the new color")
    func colorFollows() throws {
        let label = measuredLabel("Color")
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let image = CoreRender.onWhite(label, scale: 2)
        let ink = try #require(CoreRender.ink(image))
        var reddest = CoreRGBA(r: 255, g: 255, b: 255, a: 255)
        for y in ink.minY...ink.maxY {
            for x in ink.minX...ink.maxX {
                let pixel = CoreRender.pixel(image, x, y)
                if pixel.g < reddest.g { reddest = pixel }
            }
        }
        #expect(reddest.r > 200 && reddest.g < 60 && reddest.b < 60, "the darkest ink is \(reddest), not red")
    }

    @Test("An alignment change after drawing moves the text")
    func alignmentFollows() throws {
        let label = measuredLabel("Aligned")
        let left = try #require(CoreRender.ink(CoreRender.onWhite(label)))
        label.textAlignment = .right
        let right = try #require(CoreRender.ink(CoreRender.onWhite(label)))
        #expect(right.minX > left.minX + 100, "left \(left), right \(right)")
        #expect(right.maxX >= 230)
    }

    @Test("A right-to-left direction after drawing puts natural text at the right")
    func directionFollows() throws {
        let label = measuredLabel("Natural")
        let leftToRight = try #require(CoreRender.ink(CoreRender.onWhite(label)))
        label.semanticContentAttribute = .forceRightToLeft
        let rightToLeft = try #require(CoreRender.ink(CoreRender.onWhite(label)))
        #expect(rightToLeft.minX > leftToRight.minX + 100, "left to right \(leftToRight), right to left \(rightToLeft)")
    }

    @Test("A text size change reaches a Dynamic Type label that was already measured")
    func contentSizeCategoryFollows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.traitOverrides.preferredContentSizeCategory = .large
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Dynamic"
        window.addSubview(label)
        window.layoutIfNeeded()
        let large = label.intrinsicContentSize
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        let huge = label.intrinsicContentSize
        #expect(huge.height > large.height * 2.5, "large \(large), AX3 \(huge)")
    }

    @Test("A mutable attributed string changed after it was set does not change the label")
    func attributedTextIsCopied() {
        let text = NSMutableAttributedString(string: "Kept", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let label = UILabel()
        label.attributedText = text
        let before = label.intrinsicContentSize
        text.append(NSAttributedString(string: " and much more text appended later"))
        #expect(label.intrinsicContentSize == before)
        label.attributedText = text
        #expect(label.intrinsicContentSize.width > before.width + 100)
    }

    @Test("Runs cut around emoji, Japanese and combining marks set the same text as one run", arguments: [
        ["A", "😀", "B", "日本語テキスト"],
        ["e\u{301}", "👍🏽", " ", "漢字かな"],
        ["🇯🇵", "🇺🇸", " flags"],
    ])
    func runsCutAroundSurrogates(pieces: [String]) {
        let text = pieces.joined()
        let font = UIFont.systemFont(ofSize: 17)
        let whole = NSAttributedString(string: text, attributes: [.font: font])
        // Each piece its own run (colors that draw alike), cut where the script or the font
        // changes anyway, after surrogate pairs and combining marks.
        let runs = NSMutableAttributedString(string: "")
        for (index, piece) in pieces.enumerated() {
            runs.append(NSAttributedString(string: piece, attributes: [.font: font, .foregroundColor: UIColor(white: index % 2 == 0 ? 0 : 0.001, alpha: 1)]))
        }
        #expect(runs.string == text)
        let one = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        one.attributedText = whole
        let many = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        many.attributedText = runs
        #expect(many.intrinsicContentSize == one.intrinsicContentSize)
        #expect(CoreRender.samePixels(CoreRender.onWhite(one, scale: 2), CoreRender.onWhite(many, scale: 2), tolerance: 2))
    }
}
