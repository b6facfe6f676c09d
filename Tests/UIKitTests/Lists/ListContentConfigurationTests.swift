import Testing
import UIKit

/// UIListContentConfiguration's system styles and the view that shows them.
@MainActor
@Suite("UIListContentConfiguration")
struct ListContentConfigurationTests {
    @Test("The styles' text properties: body text, a value in the secondary color, uppercased grouped headers")
    func styles() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.color == UIColor.label)
        #expect(cell.directionalLayoutMargins.top == 11 && cell.directionalLayoutMargins.bottom == 11)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.color == UIColor.secondaryLabel)
        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.transform == .uppercase)
        #expect(header.textProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(UIListContentConfiguration.groupedFooter().textProperties.color == UIColor.secondaryLabel)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.color == UIColor.label)
    }

    @Test("Setting text clears the attributed text and the other way round")
    func exclusiveTexts() {
        var configuration = UIListContentConfiguration.cell()
        configuration.attributedText = NSAttributedString(string: "A")
        configuration.text = "B"
        #expect(configuration.attributedText == nil && configuration.text == "B")
        configuration.attributedText = NSAttributedString(string: "C")
        #expect(configuration.text == nil)
    }

    @Test("A value cell puts its value at the trailing margin beside the text; stacked when they do not fit")
    func valueLayout() throws {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "言語"
        configuration.secondaryText = "日本語"
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }
        let text = try #require(labels.first { $0.text == "言語" })
        let value = try #require(labels.first { $0.text == "日本語" })
        #expect(text.frame.minX == 16 && value.frame.maxX == 374)
        #expect(abs(text.frame.midY - 30) < 0.5 && abs(value.frame.midY - 30) < 0.5)
        configuration.secondaryText = String(repeating: "とても長い値", count: 12)
        view.configuration = configuration
        view.layoutIfNeeded()
        let stacked = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == configuration.secondaryText })
        #expect(stacked.frame.minY > text.frame.maxY, "too long to sit beside: under the text")
    }

    @Test("An image sits at the leading margin and the text 16 points after it; the height fits the content")
    func imageAndHeight() throws {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        configuration.text = "沖縄"
        configuration.secondaryText = "那覇市"
        let view = UIListContentView(configuration: configuration)
        let fitted = view.sizeThatFits(CGSize(width: 390, height: 0))
        view.frame = CGRect(origin: .zero, size: fitted)
        view.layoutIfNeeded()
        let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        let title = try #require(labels.first { $0.text == "沖縄" })
        let subtitle = try #require(labels.first { $0.text == "那覇市" })
        #expect(image.frame.minX == 16 && title.frame.minX == 62)
        #expect(abs(subtitle.frame.minY - title.frame.maxY - 3) < 0.01)
        #expect(abs(fitted.height - (title.frame.height + 3 + subtitle.frame.height + 22)) < 0.01)
    }

    @Test("A cell's default content configuration follows its style; setting one makes the content view a list content view")
    func cellConfiguration() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        #expect(content.prefersSideBySideTextAndSecondaryText)
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        #expect(cell.contentView is UIListContentView)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Wi-Fi")
    }
}
