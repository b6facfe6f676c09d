import CoreText
import Foundation
import Testing
import Typesetting
@testable import UIKit

/// A label keeps the last layouts of its styled text (Auto Layout asks for the same widths
/// several times in one pass), and lays out again whenever the answer could differ: another
/// width or line limit, another text, another typesetter, fonts registered since.
@MainActor
@Suite("A label's kept layouts")
struct LabelLayoutMemoTests {
    /// A cache with `text` styled in the system font, and a counter of the layouts made.
    final class Probe {
        var cache = LabelStylingCache()
        var made = 0
        let styling: TextStyling

        init(_ text: String) {
            let defaults = TextStyling.Defaults(font: .systemFont(ofSize: 17), color: .black, alignment: .natural,
                                                lineBreakMode: .byWordWrapping, language: .japanese)
            styling = cache.styling(of: NSAttributedString(string: text), defaults: defaults)
        }

        func layout(_ width: CGFloat?, lines: Int = 0, typesetter: Typesetter?) throws -> TextLayout {
            let styling = styling
            let result = cache.layout(maxWidth: width, numberOfLines: lines, typesetter: typesetter) {
                made += 1
                return styling.layout(maxWidth: width, numberOfLines: lines)
            }
            return try result.get()
        }
    }

    @Test("The same width and line limit reuse the layout; another width, limit or typesetter makes one")
    func keptByRequest() throws {
        let typesetter = try #require(TextEngine.current)
        let probe = Probe("Order shipped to the warehouse in Osaka and then delivered by courier")
        let unbounded = try probe.layout(nil, typesetter: typesetter)
        let narrow = try probe.layout(120, typesetter: typesetter)
        #expect(probe.made == 2)
        #expect(try probe.layout(nil, typesetter: typesetter) == unbounded)
        #expect(try probe.layout(120, typesetter: typesetter) == narrow)
        #expect(probe.made == 2)
        #expect(narrow.lines.count > unbounded.lines.count)
        _ = try probe.layout(120, lines: 2, typesetter: typesetter)
        #expect(probe.made == 3)
        // A fourth request pushes out the oldest (the unbounded one).
        _ = try probe.layout(200, typesetter: typesetter)
        #expect(probe.made == 4)
        _ = try probe.layout(nil, typesetter: typesetter)
        #expect(probe.made == 5)
        // Another typesetter lays out again, with the same answer.
        let other = try Typesetter()
        #expect(try probe.layout(120, typesetter: other) == narrow)
        #expect(probe.made == 6)
    }

    @Test("A label whose text changes is measured with the new text")
    func newText() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Delivered"
        let short = label.intrinsicContentSize
        label.text = "Delivered before noon"
        #expect(label.intrinsicContentSize.width > short.width)
        label.text = "Delivered"
        #expect(label.intrinsicContentSize == short)
    }
}
