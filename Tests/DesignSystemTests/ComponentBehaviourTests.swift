import Catalog
import DesignSystem
import Rendering
import Testing
import UIKit

/// The components' rules, checked on frames, sizes, text, pixels and glyphs.
@MainActor
@Suite("Design system components")
struct ComponentBehaviourTests {
    @Test("PrimaryActionButton: 48 points high, its title's width plus 48 wide, whatever the title")
    func primaryActionButtonIntrinsicSize() throws {
        let short = PrimaryActionButton(title: "予約", language: "ja")
        let long = PrimaryActionButton(title: "この内容で予約を確定する", language: "ja")
        try Fixtures.render(component: short)
        try Fixtures.render(component: long)
        for button in [short, long] {
            let title = try #require(button.titleLabel)
            #expect(button.intrinsicContentSize.height == 48)
            #expect(abs(button.intrinsicContentSize.width - (title.intrinsicContentSize.width + 48)) < 0.001)
            // Rendered at its fitting size, the button is its intrinsic size.
            #expect(button.frame.size.height == 48)
        }
        #expect(long.intrinsicContentSize.width > short.intrinsicContentSize.width + 100)
        // Changing the title changes the size.
        let before = short.intrinsicContentSize.width
        short.title = "予約を確定する"
        #expect(short.intrinsicContentSize.width > before)
        short.title = "予約"
        #expect(short.intrinsicContentSize.width == before)
    }

    @Test("PrimaryActionButton is placed by centerX and bottom alone, at its intrinsic size")
    func primaryActionButtonPlacement() throws {
        let screen = PlaceViewController()
        try Fixtures.render(screen: screen)
        let button = screen.actionButton
        let view = try #require(screen.view)
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(abs(button.frame.midX - view.bounds.midX) < 0.001)
        #expect(abs(button.frame.maxY - (view.bounds.height - Fixtures.iPhone.safeArea.bottom - SpacingTokens.medium)) < 0.001)
    }

    @Test("PrimaryActionButton states: highlighted and disabled change the look; touch-up sends its target-action")
    func primaryActionButtonStates() throws {
        func pixels(_ configure: (PrimaryActionButton) -> Void) throws -> Bitmap {
            let button = PrimaryActionButton(title: "予約する", language: "ja")
            configure(button)
            return try Fixtures.render(component: button).bitmap
        }
        let normal = try pixels { _ in }
        let highlighted = try pixels { $0.isHighlighted = true }
        let disabled = try pixels { $0.isEnabled = false }
        #expect(normal != highlighted)
        #expect(normal != disabled)
        #expect(highlighted != disabled)
        let button = PrimaryActionButton(title: "予約する")
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        #expect(taps == 1)
    }

    @Test("Badge text: hidden at 0 (and below), the number up to 99, 99+ above",
          arguments: [(-3, nil), (0, nil), (1, "1"), (9, "9"), (10, "10"), (99, "99"), (100, "99+"), (12345, "99+")] as [(Int, String?)])
    func badgeRule(count: Int, expected: String?) {
        #expect(TabBarButton.badgeText(for: count) == expected)
        let tab = TabBarButton(frame: .zero)
        tab.badgeCount = count
        #expect(tab.badgeText == expected)
    }

    @Test("A badge shows on the tab: pixels change with it, and the tab grows to hold 99+")
    func badgeRendering() throws {
        func render(_ count: Int) throws -> (RenderedImage, TabBarButton) {
            let tab = TabBarButton(icon: .bookmark, title: "保存", language: "ja")
            tab.badgeCount = count
            return (try Fixtures.render(component: tab), tab)
        }
        let (none, plain) = try render(0)
        let (one, _) = try render(1)
        let (many, wide) = try render(100)
        #expect(none.bitmap != one.bitmap)
        #expect(wide.intrinsicContentSize.width > plain.intrinsicContentSize.width)
        #expect(many.size.width == wide.intrinsicContentSize.width)
        // The badge's red is in the picture (top right quarter) only when a badge shows.
        func hasBadgeRed(_ image: RenderedImage) -> Bool {
            let bitmap = image.bitmap
            for y in 0..<(bitmap.pixelHeight / 2) {
                for x in (bitmap.pixelWidth / 2)..<bitmap.pixelWidth {
                    let pixel = bitmap.pixel(x: x, y: y)
                    if pixel.alpha > 200, pixel.red > 200, pixel.green < 90, pixel.blue < 90 { return true }
                }
            }
            return false
        }
        #expect(!hasBadgeRed(none))
        #expect(hasBadgeRed(one))
        #expect(hasBadgeRed(many))
    }

    @Test("Selected and unselected tabs differ; the icon comes from the asset catalog, tinted")
    func tabSelection() throws {
        let selected = TabBarButton(icon: .map, title: "地図", language: "ja")
        selected.isSelected = true
        let unselected = TabBarButton(icon: .map, title: "地図", language: "ja")
        #expect(try Fixtures.render(component: selected).bitmap != Fixtures.render(component: unselected).bitmap)
        for icon in Icon.allCases {
            let image = try #require(icon.image, "\(icon) is in the asset catalog")
            #expect(image.size == CGSize(width: 24, height: 24))
            #expect(image.renderingMode == .alwaysTemplate)
        }
    }

    @Test("Colors come from the asset catalog, light and dark")
    func colorTokens() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        func hex(_ color: UIColor, _ traits: UITraitCollection) -> String {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [red, green, blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        }
        #expect(hex(ColorTokens.primary, light) == "0B5FD9")
        // Dark: white titles on the primary color keep 4.5:1; a selected tab's text on the dark
        // background takes the brighter blue.
        #expect(hex(ColorTokens.primary, dark) == "2E6FE6")
        #expect(hex(ColorTokens.tabSelected, light) == "0B5FD9" && hex(ColorTokens.tabSelected, dark) == "4C8DFF")
        #expect(hex(ColorTokens.background, dark) == "0E1014")
        #expect(hex(ColorTokens.textPrimary, light) == "14171C")
    }

    @Test("Labels: their class fixes font, line count and line breaking")
    func labelClasses() {
        let title = TitleLabel(text: "日本橋")
        let info = InfoLabel(text: "東京都")
        let body = BodyLabel(text: "本文")
        #expect(title.numberOfLines == 2 && title.lineBreakMode == .byTruncatingTail)
        #expect(info.numberOfLines == 1 && info.lineBreakMode == .byTruncatingTail)
        #expect(body.numberOfLines == 0)
        #expect(title.font.pointSize == 22 && info.font.pointSize == 15 && body.font.pointSize == 17)
        #expect(title.adjustsFontForContentSizeCategory && body.adjustsFontForContentSizeCategory)
    }

    @Test("A long title wraps to two lines and truncates the rest")
    func titleTruncates() throws {
        let title = TitleLabel(text: "日本橋人形町から水天宮、浜町公園を抜けて隅田川テラスへ、江戸の町割りをたどる散歩道", language: "ja")
        let image = try ViewRenderer().render(title, in: RenderEnvironment(traits: Fixtures.traits(), language: Fixtures.japanese), size: .fittingHeight(width: 300))
        let layout = try #require(title.lastLayout)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(image.warnings.contains { $0.kind == .truncatedText })
    }
}
