import Foundation
import InterfaceBuilder

/// Attributed text in a document: `<attributedString>` of `<fragment content=...>` runs,
/// each with `<attributes>` (`<font key="NSFont">`, `<color key="NSColor">`,
/// `<paragraphStyle key="NSParagraphStyle">`, ...).
@MainActor
enum NibAttributedText {
    static func string(_ element: IBElement, loading: NibLoading) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for fragment in element.children(named: "fragment") {
            let content = fragment["content"] ?? fragment.child(key: "content", named: "string")?.text ?? ""
            var attributes: [NSAttributedString.Key: Any] = [:]
            for attribute in fragment.child(named: "attributes")?.children ?? [] {
                switch (attribute.name, attribute.key) {
                case ("font", "NSFont"?), ("fontDescription", "NSFont"?):
                    if let font = loading.font(attribute) { attributes[.font] = font }
                case ("color", "NSColor"?):
                    if let color = loading.color(attribute) { attributes[.foregroundColor] = color }
                case ("color", "NSBackgroundColor"?):
                    if let color = loading.color(attribute) { attributes[.backgroundColor] = color }
                case ("paragraphStyle", "NSParagraphStyle"?):
                    attributes[.paragraphStyle] = paragraphStyle(attribute)
                case ("integer", "NSUnderline"?):
                    if let value = attribute.number("value") { attributes[.underlineStyle] = Int(value) }
                case ("real", "NSKern"?):
                    if let value = attribute.number("value") { attributes[.kern] = value }
                case ("color", "NSStrokeColor"?) where fragment.child(named: "attributes")?.child(key: "NSStrokeWidth") == nil:
                    // Interface Builder writes a stroke color into every fragment; without a
                    // stroke width nothing is stroked, on iOS as here.
                    _ = IBColorValue(attribute)
                default:
                    loading.report("the text attribute \(attribute.key ?? attribute.name) (line \(attribute.line)) is not applied on Linux.")
                }
            }
            result.append(NSAttributedString(string: content, attributes: attributes))
        }
        return result
    }

    private static func paragraphStyle(_ element: IBElement) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        if let alignment = element["alignment"].flatMap(NibValues.textAlignment) { style.alignment = alignment }
        if let mode = element["lineBreakMode"].flatMap(NibValues.lineBreakMode) { style.lineBreakMode = mode }
        if let spacing = element.number("lineSpacing") { style.lineSpacing = spacing }
        if let spacing = element.number("paragraphSpacing") { style.paragraphSpacing = spacing }
        if let multiple = element.number("lineHeightMultiple") { style.lineHeightMultiple = multiple }
        if let minimum = element.number("minimumLineHeight") { style.minimumLineHeight = minimum }
        if let maximum = element.number("maximumLineHeight") { style.maximumLineHeight = maximum }
        if let spacing = element.number("paragraphSpacingBefore") { style.paragraphSpacingBefore = spacing }
        if let indent = element.number("firstLineHeadIndent") { style.firstLineHeadIndent = indent }
        if let indent = element.number("headIndent") { style.headIndent = indent }
        if let indent = element.number("tailIndent") { style.tailIndent = indent }
        if let factor = element.number("hyphenationFactor") { style.hyphenationFactor = Float(factor) }
        if let interval = element.number("defaultTabInterval") { style.defaultTabInterval = interval }
        if let tightening = element.bool("allowsDefaultTighteningForTruncation") { style.allowsDefaultTighteningForTruncation = tightening }
        switch element["baseWritingDirection"] {
        case "leftToRight": style.baseWritingDirection = .leftToRight
        case "rightToLeft": style.baseWritingDirection = .rightToLeft
        case "natural": style.baseWritingDirection = .natural
        default: break
        }
        // The tightening factor before iOS 9 (0, what Interface Builder writes, is none): a
        // factor tightens as the default tightening does.
        if let factor = element.number("tighteningFactorForTruncation"), factor > 0 { style.allowsDefaultTighteningForTruncation = true }
        return style
    }
}
