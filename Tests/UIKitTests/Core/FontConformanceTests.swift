import Testing
import UIKit

/// UIFont as iOS 17 defines it: system fonts by size and weight, Dynamic Type text styles at
/// every content size category (Apple's published Dynamic Type sizes, HIG "Typography"),
/// UIFontMetrics scaling, metrics and descriptors. The system font's face differs on Linux,
/// so metrics are checked for their relations, not San Francisco's values.
@MainActor
@Suite("UIFont conformance")
struct FontConformanceTests {
    /// The weight a font's descriptor reports in its traits.
    func weight(of font: UIFont) -> CGFloat? {
        let traits = font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        return traits?[.weight] as? CGFloat
    }

    // MARK: System fonts

    @Test("systemFont(ofSize:) has the size asked for", arguments: [9, 12, 17, 28, 64] as [CGFloat])
    func systemFontSize(size: CGFloat) {
        #expect(UIFont.systemFont(ofSize: size).pointSize == size)
        #expect(UIFont.boldSystemFont(ofSize: size).pointSize == size)
        #expect(UIFont.italicSystemFont(ofSize: size).pointSize == size)
    }

    @Test("The system font is named .SFUI-<Weight> in the .AppleSystemUIFont family")
    func systemFontNames() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold).fontName == ".SFUI-Bold")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .light).fontName == ".SFUI-Light")
    }

    @Test("UIFont.Weight's raw values are UIKit's (-0.8 … 0.62)")
    func weightRawValues() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.thin.rawValue == -0.6)
        #expect(UIFont.Weight.light.rawValue == -0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.heavy.rawValue == 0.56)
        #expect(UIFont.Weight.black.rawValue == 0.62)
    }

    @Test("systemFont(ofSize:weight:) reports its weight in the descriptor's traits",
          arguments: [UIFont.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black])
    func systemFontWeight(weight: UIFont.Weight) {
        let font = UIFont.systemFont(ofSize: 17, weight: weight)
        #expect(font.pointSize == 17)
        #expect(self.weight(of: font) == weight.rawValue)
    }

    @Test("The standard font sizes: label 17, button 18, small 12, system 14")
    func standardSizes() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.systemFontSize == 14)
    }

    @Test("withSize changes only the size")
    func withSize() {
        let font = UIFont.systemFont(ofSize: 17, weight: .bold).withSize(30)
        #expect(font.pointSize == 30)
        #expect(font.fontName == ".SFUI-Bold")
    }

    // MARK: Dynamic Type

    /// iOS's text styles at the default (large) category.
    nonisolated static let largeSizes: [(UIFont.TextStyle, CGFloat)] = [
        (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
        (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ]

    @Test("preferredFont(forTextStyle:) at the large category has iOS's size for every style", arguments: 0..<11)
    func textStyleSizesAtLarge(index: Int) {
        let (style, size) = Self.largeSizes[index]
        #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: sizeTraits(.large)).pointSize == size, "\(style.rawValue)")
        // Outside any view the current traits are the default category.
        #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
    }

    /// The body style across the twelve categories.
    nonisolated static let bodySizes: [(UIContentSizeCategory, CGFloat)] = [
        (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
        (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33), (.accessibilityExtraLarge, 40),
        (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
    ]

    @Test("The body style grows from 14 (xSmall) to 23 (xxxLarge) and 28 … 53 (AX1 … AX5)", arguments: 0..<12)
    func bodyAcrossCategories(index: Int) {
        let (category, size) = Self.bodySizes[index]
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: sizeTraits(category)).pointSize == size, "\(category.rawValue)")
    }

    @Test("Other styles at the extremes: largeTitle 31 … 60, caption2 11 … 40, footnote 12 … 44")
    func otherStylesAtExtremes() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: sizeTraits(category)).pointSize
        }
        #expect(size(.largeTitle, .extraSmall) == 31)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.caption2, .extraSmall) == 11)
        #expect(size(.caption2, .accessibilityExtraExtraExtraLarge) == 40)
        #expect(size(.footnote, .extraSmall) == 12)
        #expect(size(.footnote, .accessibilityExtraExtraExtraLarge) == 44)
        #expect(size(.title1, .extraExtraExtraLarge) == 34)
        #expect(size(.headline, .accessibilityMedium) == 28)
    }

    @Test("preferredFont(forTextStyle:) without traits follows UITraitCollection.current")
    func preferredFontUsesCurrentTraits() {
        sizeTraits(.extraExtraExtraLarge).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test("The headline style is semibold; body is regular")
    func headlineIsSemibold() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(weight(of: headline) == UIFont.Weight.semibold.rawValue)
        #expect(weight(of: body) == UIFont.Weight.regular.rawValue)
        #expect(headline.fontName == ".SFUI-Semibold")
        #expect(body.fontName == ".SFUI-Regular")
    }

    @Test("preferredFontDescriptor(withTextStyle:) has the style's size")
    func preferredDescriptor() {
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2).pointSize == 22)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: sizeTraits(.extraLarge)).pointSize == 19)
    }

    // MARK: UIFontMetrics

    @Test("UIFontMetrics scales a font as its text style grows")
    func metricsScaledFont() {
        let base = UIFont.systemFont(ofSize: 17)
        let body = UIFontMetrics(forTextStyle: .body)
        #expect(body.scaledFont(for: base, compatibleWith: sizeTraits(.large)).pointSize == 17)
        #expect(body.scaledFont(for: base, compatibleWith: sizeTraits(.extraExtraExtraLarge)).pointSize == 23)
        #expect(body.scaledFont(for: base, compatibleWith: sizeTraits(.accessibilityExtraExtraExtraLarge)).pointSize == 53)
        #expect(body.scaledFont(for: base, compatibleWith: sizeTraits(.extraSmall)).pointSize == 14)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28), compatibleWith: sizeTraits(.extraExtraExtraLarge)).pointSize == 34)
        // Without traits the current (default, large) category: unchanged.
        #expect(body.scaledFont(for: base).pointSize == 17)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20)).pointSize == 20)
    }

    @Test("A scaled font keeps its weight and the scale is proportional for other sizes")
    func metricsKeepWeight() {
        let bold = UIFont.systemFont(ofSize: 20, weight: .bold)
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: bold, compatibleWith: sizeTraits(.extraExtraExtraLarge))
        #expect(scaled.fontName == ".SFUI-Bold")
        #expect(abs(scaled.pointSize - 20 * 23 / 17) < 0.5, "\(scaled.pointSize)")
    }

    @Test("maximumPointSize caps the scaled font")
    func metricsMaximum() {
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30,
                                                                    compatibleWith: sizeTraits(.accessibilityExtraExtraExtraLarge))
        #expect(scaled.pointSize == 30)
    }

    @Test("scaledValue(for:) scales a length as the style grows")
    func metricsScaledValue() {
        let body = UIFontMetrics(forTextStyle: .body)
        #expect(body.scaledValue(for: 17, compatibleWith: sizeTraits(.extraExtraExtraLarge)) == 23)
        #expect(body.scaledValue(for: 17, compatibleWith: sizeTraits(.accessibilityMedium)) == 28)
        #expect(body.scaledValue(for: 44, compatibleWith: sizeTraits(.large)) == 44)
        #expect(body.scaledValue(for: 44) == 44)
        #expect(body.scaledValue(for: 10, compatibleWith: sizeTraits(.extraExtraExtraLarge)) > 10)
        #expect(body.scaledValue(for: 10, compatibleWith: sizeTraits(.extraSmall)) < 10)
    }

    // MARK: Metrics

    @Test("Metrics: ascender above the baseline, descender below, line height their span plus leading",
          arguments: [12, 17, 34] as [CGFloat])
    func metricsSanity(size: CGFloat) {
        let font = UIFont.systemFont(ofSize: size)
        #expect(font.ascender > 0)
        #expect(font.descender < 0)
        #expect(font.leading >= 0)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 0.01 * size,
                "lineHeight \(font.lineHeight), ascender \(font.ascender), descender \(font.descender), leading \(font.leading)")
        #expect(font.lineHeight > size)
        #expect(font.lineHeight < 1.6 * size)
        #expect(font.capHeight > 0 && font.capHeight < font.ascender)
        #expect(font.xHeight > 0 && font.xHeight < font.capHeight)
    }

    @Test("Metrics scale with the point size")
    func metricsScale() {
        let small = UIFont.systemFont(ofSize: 10), large = UIFont.systemFont(ofSize: 40)
        #expect(abs(large.ascender - 4 * small.ascender) < 0.05)
        #expect(abs(large.descender - 4 * small.descender) < 0.05)
        #expect(abs(large.lineHeight - 4 * small.lineHeight) < 0.1)
    }

    // MARK: Descriptors

    @Test("withSymbolicTraits(.traitBold) describes the bold font at the same size")
    func boldTrait() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(!body.fontDescriptor.symbolicTraits.contains(.traitBold))
        let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(descriptor.symbolicTraits.contains(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == 17)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(try #require(weight(of: bold)) > 0)
        #expect(UIFont(descriptor: descriptor, size: 24).pointSize == 24)
    }

    @Test("withSymbolicTraits replaces the traits: italic on a bold font is italic, not bold")
    func traitsReplace() throws {
        let boldDescriptor = UIFont.boldSystemFont(ofSize: 15).fontDescriptor
        #expect(boldDescriptor.symbolicTraits.contains(.traitBold))
        let italic = try #require(boldDescriptor.withSymbolicTraits(.traitItalic))
        #expect(italic.symbolicTraits.contains(.traitItalic))
        #expect(!italic.symbolicTraits.contains(.traitBold))
        let both = try #require(boldDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(both.symbolicTraits.contains([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: both, size: 0).pointSize == 15)
    }

    @Test("The italic system font has the italic trait")
    func italicTrait() {
        #expect(UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(!UIFont.systemFont(ofSize: 17).fontDescriptor.symbolicTraits.contains(.traitItalic))
    }

    @Test("A descriptor's size: withSize and UIFont(descriptor:size:)")
    func descriptorSize() {
        let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor.withSize(21)
        #expect(descriptor.pointSize == 21)
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 21)
        #expect(UIFont(descriptor: descriptor, size: 9).pointSize == 9)
    }
}
