import Testing
@testable import ViewKit

@Suite("Label")
struct LabelTests {
    @Test("intrinsicContentSize is the one-line text size rounded up to the pixel grid")
    func intrinsicSize() throws {
        let label = Label(text: "予約する")
        label.apply(traits: Renders.japanese)
        let size = label.intrinsicContentSize
        // Four 17-point ideographs; Noto Sans CJK's line is 1.448 em high.
        #expect(size.width == 68)
        #expect(size.height == Geometry.ceil(17 * 1.448, scale: 2))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("sizeThatFits wraps multi-line labels at the width; one-line labels may exceed it")
    func sizeThatFits() throws {
        let label = Label(text: "「東京」は、日本の首都です。")
        label.apply(traits: Renders.japanese)
        let oneLine = try #require(label.textLayout(maxWidth: nil))
        #expect(oneLine.lines.count == 1)
        #expect(label.sizeThatFits(Size(width: 100, height: 1000)).width == Geometry.ceil(oneLine.width, scale: 2))
        #expect(label.sizeThatFits(Size(width: 100, height: 1000)).width > 200)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(Size(width: 100, height: 1000))
        #expect(wrapped.width <= 100)
        #expect(wrapped.height > 2 * 17)
    }

    @Test("Dynamic Type: a text-style font follows the content size category when asked")
    func dynamicType() throws {
        let label = Label(text: "Body")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.apply(traits: TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        #expect(label.effectiveFont.pointSize == 23)
        label.apply(traits: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(label.effectiveFont.pointSize == 53)
        let small = label.intrinsicContentSize
        label.apply(traits: TraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(label.intrinsicContentSize.height < small.height)
        label.adjustsFontForContentSizeCategory = false
        #expect(label.effectiveFont.pointSize == 17)
    }

    @Test("The typesetting language comes from the label, else its traits")
    func language() throws {
        let label = Label(text: "直")
        label.apply(traits: TraitCollection(typesettingLanguage: .simplifiedChinese))
        #expect(label.effectiveLanguage == .simplifiedChinese)
        #expect(label.textLayout(maxWidth: nil)?.lines.first?.runs.first?.face.family == "Noto Sans CJK SC")
        label.typesettingLanguage = .japanese
        #expect(label.textLayout(maxWidth: nil)?.lines.first?.runs.first?.face.family == "Noto Sans CJK JP")
    }

    @Test("Text is drawn where the layout puts it, in the text color, vertically centred")
    func drawing() throws {
        let label = Label(text: "直角")
        label.font = .systemFont(ofSize: 30)
        label.textColor = Color(red: 1, green: 0, blue: 0)
        label.backgroundColor = .white
        let image = try Renders.render(label, traits: Renders.japanese, size: .fixed(Size(width: 100, height: 80)), name: "label-drawing")
        let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(image.bitmap.inkCount(in: Rect(x: 0, y: 18, width: 62, height: 44), background: white) > 300)
        #expect(image.bitmap.inkCount(in: Rect(x: 62, y: 0, width: 38, height: 80), background: white) == 0)
        #expect(image.bitmap.inkCount(in: Rect(x: 0, y: 0, width: 100, height: 16), background: white) == 0)
        #expect(image.bitmap.inkCount(in: Rect(x: 0, y: 64, width: 100, height: 16), background: white) == 0)
        let inked = image.bitmap.pixels().filter { $0.distance(to: white) > 200 }
        #expect(inked.allSatisfy { $0.red > 200 && $0.green < 60 })
        #expect(image.faces.map(\.family) == ["Noto Sans CJK JP"])
    }

    @Test("A truncated label says so in the render's warnings")
    func truncationWarning() throws {
        let label = Label(text: "日本橋人形町の老舗を巡る")
        let image = try Renders.render(label, traits: Renders.japanese, size: .fixed(Size(width: 100, height: 30)))
        #expect(image.warnings.map(\.kind) == [.truncatedText])
        #expect(label.lastLayout?.visibleText == ["日本橋人…"])
    }

    @Test("Attributed text: per-stretch font, color and language")
    func attributed() throws {
        let label = Label()
        var text = AttributedText("直", attributes: TextAttributes(foregroundColor: Color(red: 1, green: 0, blue: 0), language: .japanese))
        text.append("直", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17), foregroundColor: Color(red: 0, green: 0, blue: 1), language: .simplifiedChinese))
        label.attributedText = text
        label.backgroundColor = .white
        let image = try Renders.render(label, traits: Renders.japanese, name: "label-attributed")
        let runs = try #require(label.lastLayout?.lines.first?.runs)
        #expect(runs.map(\.face.family) == ["Noto Sans CJK JP", "Noto Sans CJK SC"])
        #expect(runs.last?.face.style == "Bold")
        let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        let left = image.bitmap.pixels().enumerated().filter { $0.offset % image.bitmap.pixelWidth < 34 && $0.element.distance(to: white) > 200 }
        #expect(!left.isEmpty && left.allSatisfy { $0.element.red > 200 && $0.element.blue < 60 })
    }
}
