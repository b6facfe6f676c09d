import Testing
import UIKit

/// SF Symbols cannot ship: `UIImage(systemName:)` is a placeholder of the symbol's size,
/// a template, and every render that draws it names the symbol.
@MainActor
@Suite("SF Symbol placeholders")
struct SymbolImageTests {
    @Test("A symbol is a template symbol image that keeps its configuration")
    func symbolImage() throws {
        let symbol = try #require(UIImage(systemName: "square.and.arrow.up"))
        #expect(symbol.isSymbolImage)
        #expect(symbol.renderingMode == .alwaysTemplate)
        #expect(symbol.description.contains("square.and.arrow.up"))
        let configured = try #require(symbol.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(configured.symbolConfiguration?.weight == .bold)
    }

    @Test("The size follows the point size, the text style and the scale", arguments: [
        (UIImage.SymbolConfiguration?.none, CGFloat(17)),
        (UIImage.SymbolConfiguration(pointSize: 24), CGFloat(24)),
        (UIImage.SymbolConfiguration(textStyle: .largeTitle), CGFloat(34)),
        (UIImage.SymbolConfiguration(textStyle: .caption2), CGFloat(11)),
        (UIImage.SymbolConfiguration(pointSize: 20, weight: .regular, scale: .small), CGFloat(16)),
        (UIImage.SymbolConfiguration(pointSize: 20, weight: .regular, scale: .large), CGFloat(26)),
    ])
    func sizes(configuration: UIImage.SymbolConfiguration?, side: CGFloat) throws {
        let symbol = try #require(UIImage(systemName: "heart", withConfiguration: configuration))
        #expect(symbol.size == CGSize(width: side, height: side))
    }

    @Test("Drawing a symbol reports its name and what to do")
    func warningNamesTheSymbol() throws {
        let view = UIImageView(image: try #require(UIImage(systemName: "trash.circle.fill")))
        let diagnostics = RenderDiagnostics()
        _ = diagnostics.collect { ImageTestSupport.render(view) }
        let issues = diagnostics.issues
        let issue = try #require(issues.first { $0.contains("trash.circle.fill") })
        #expect(issue.contains("SF Symbol"))
        #expect(issue.contains("asset catalog"))
    }

    @Test("The placeholder is drawn in the tint and leaves its middle see-through")
    func placeholderLook() throws {
        let view = UIImageView(image: try #require(UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))))
        view.tintColor = .red
        let rendered = ImageTestSupport.render(view, scale: 2)
        var tinted = 0, clear = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let pixel = ImageTestSupport.pixel(rendered, x, y)
                if pixel.alpha == 0 { clear += 1 } else if pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 { tinted += 1 }
            }
        }
        #expect(tinted > 200, "\(tinted) tinted pixels")
        #expect(clear > 3000, "mostly see-through: \(clear) clear pixels")
    }
}
