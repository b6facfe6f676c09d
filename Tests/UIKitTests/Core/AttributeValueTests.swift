import Foundation
import Testing
import UIKit

/// Attributed strings whose neighbouring runs differ only in the value of one attribute (bold
/// next to regular text, two colors, two paragraph styles, two shadows): Foundation compares
/// the values when it merges runs, and the values are UIKit's own objects.
@MainActor
@Suite("Attributed string values")
struct AttributeValueTests {
    /// "Regular" then "Bold": the same key with two values in neighbouring runs.
    static func twoRuns(_ key: NSAttributedString.Key, _ first: Any, _ second: Any) -> NSMutableAttributedString {
        let text = NSMutableAttributedString(string: "RegularBold", attributes: [key: first])
        text.addAttribute(key, value: second, range: NSRange(location: 7, length: 4))
        return text
    }

    @Test("Two fonts, two colors, two paragraph styles and two shadows in neighbouring runs keep their values")
    func neighbouringRuns() throws {
        let regular = UIFont.systemFont(ofSize: 17)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        let fonts = Self.twoRuns(.font, regular, bold)
        #expect(fonts.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == regular)
        #expect(fonts.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == bold)
        var range = NSRange()
        _ = fonts.attribute(.font, at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 7))

        let colors = Self.twoRuns(.foregroundColor, UIColor.label, UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1))
        #expect(colors.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1))

        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let styles = Self.twoRuns(.paragraphStyle, NSParagraphStyle.default, centered)
        #expect((styles.attribute(.paragraphStyle, at: 8, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)

        let soft = NSShadow()
        soft.shadowBlurRadius = 4
        let shadows = Self.twoRuns(.shadow, NSShadow(), soft)
        #expect((shadows.attribute(.shadow, at: 8, effectiveRange: nil) as? NSShadow)?.shadowBlurRadius == 4)
    }

    @Test("Equal values in neighbouring runs merge into one run")
    func equalValuesMerge() {
        let text = Self.twoRuns(.font, UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17))
        var range = NSRange()
        _ = text.attribute(.font, at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 11))
    }

    @Test("A label shows text whose runs differ in font")
    func labelWithTwoFonts() {
        let label = UILabel()
        label.attributedText = Self.twoRuns(.font, UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 17))
        label.sizeToFit()
        #expect(label.frame.width > 0)
        #expect(label.attributedText?.string == "RegularBold")
    }
}
