import Foundation

/// Converts between Swift's `AttributedString` (with UIKit's attribute scope) and
/// `NSAttributedString`, which Foundation on Darwin does and Foundation on Linux does not:
/// each UIKit attribute becomes the `NSAttributedString.Key` of its name, with the value
/// UIKit stores (underline styles as their raw values); Foundation's `link` keeps its URL.
package enum AttributedStringBridge {
    /// The `NSAttributedString` attributes `container` holds.
    package static func attributes(from container: AttributeContainer) -> [NSAttributedString.Key: Any] {
        typealias UIKitKeys = AttributeScopes.UIKitAttributes
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = container[UIKitKeys.FontAttribute.self] { attributes[.font] = font }
        if let color = container[UIKitKeys.ForegroundColorAttribute.self] { attributes[.foregroundColor] = color }
        if let color = container[UIKitKeys.BackgroundColorAttribute.self] { attributes[.backgroundColor] = color }
        if let style = container[UIKitKeys.ParagraphStyleAttribute.self] { attributes[.paragraphStyle] = style }
        if let kern = container[UIKitKeys.KernAttribute.self] { attributes[.kern] = kern }
        if let tracking = container[UIKitKeys.TrackingAttribute.self] { attributes[.tracking] = tracking }
        if let offset = container[UIKitKeys.BaselineOffsetAttribute.self] { attributes[.baselineOffset] = offset }
        if let style = container[UIKitKeys.UnderlineStyleAttribute.self] { attributes[.underlineStyle] = style.rawValue }
        if let color = container[UIKitKeys.UnderlineColorAttribute.self] { attributes[.underlineColor] = color }
        if let style = container[UIKitKeys.StrikethroughStyleAttribute.self] { attributes[.strikethroughStyle] = style.rawValue }
        if let color = container[UIKitKeys.StrikethroughColorAttribute.self] { attributes[.strikethroughColor] = color }
        if let color = container[UIKitKeys.StrokeColorAttribute.self] { attributes[.strokeColor] = color }
        if let width = container[UIKitKeys.StrokeWidthAttribute.self] { attributes[.strokeWidth] = width }
        if let shadow = container[UIKitKeys.ShadowAttribute.self] { attributes[.shadow] = shadow }
        if let ligature = container[UIKitKeys.LigatureAttribute.self] { attributes[.ligature] = ligature }
        if let obliqueness = container[UIKitKeys.ObliquenessAttribute.self] { attributes[.obliqueness] = obliqueness }
        if let expansion = container[UIKitKeys.ExpansionAttribute.self] { attributes[.expansion] = expansion }
        if let link = container[AttributeScopes.FoundationAttributes.LinkAttribute.self] { attributes[.link] = link }
        return attributes
    }

    /// A container with the UIKit attributes of `attributes` (others are dropped).
    package static func container(from attributes: [NSAttributedString.Key: Any]) -> AttributeContainer {
        typealias UIKitKeys = AttributeScopes.UIKitAttributes
        var container = AttributeContainer()
        if let font = attributes[.font] as? UIFont { container[UIKitKeys.FontAttribute.self] = font }
        if let color = attributes[.foregroundColor] as? UIColor { container[UIKitKeys.ForegroundColorAttribute.self] = color }
        if let color = attributes[.backgroundColor] as? UIColor { container[UIKitKeys.BackgroundColorAttribute.self] = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { container[UIKitKeys.ParagraphStyleAttribute.self] = style }
        if let kern = number(attributes[.kern]) { container[UIKitKeys.KernAttribute.self] = kern }
        if let tracking = number(attributes[.tracking]) { container[UIKitKeys.TrackingAttribute.self] = tracking }
        if let offset = number(attributes[.baselineOffset]) { container[UIKitKeys.BaselineOffsetAttribute.self] = offset }
        if let style = number(attributes[.underlineStyle]) {
            container[UIKitKeys.UnderlineStyleAttribute.self] = NSUnderlineStyle(rawValue: Int(style))
        }
        if let color = attributes[.underlineColor] as? UIColor { container[UIKitKeys.UnderlineColorAttribute.self] = color }
        if let style = number(attributes[.strikethroughStyle]) {
            container[UIKitKeys.StrikethroughStyleAttribute.self] = NSUnderlineStyle(rawValue: Int(style))
        }
        if let color = attributes[.strikethroughColor] as? UIColor { container[UIKitKeys.StrikethroughColorAttribute.self] = color }
        if let color = attributes[.strokeColor] as? UIColor { container[UIKitKeys.StrokeColorAttribute.self] = color }
        if let width = number(attributes[.strokeWidth]) { container[UIKitKeys.StrokeWidthAttribute.self] = width }
        if let shadow = attributes[.shadow] as? NSShadow { container[UIKitKeys.ShadowAttribute.self] = shadow }
        if let ligature = number(attributes[.ligature]) { container[UIKitKeys.LigatureAttribute.self] = Int(ligature) }
        if let obliqueness = number(attributes[.obliqueness]) { container[UIKitKeys.ObliquenessAttribute.self] = obliqueness }
        if let expansion = number(attributes[.expansion]) { container[UIKitKeys.ExpansionAttribute.self] = expansion }
        if let link = attributes[.link] as? URL { container[AttributeScopes.FoundationAttributes.LinkAttribute.self] = link }
        return container
    }

    /// `value` as a number, whichever numeric type it was stored as.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// `string` as an `NSAttributedString` with UIKit's keys.
    package static func nsAttributedString(from string: AttributedString) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in string.runs {
            let piece = String(string.characters[run.range])
            result.append(NSAttributedString(string: piece, attributes: attributes(from: run.attributes)))
        }
        return result
    }

    /// `string` as an `AttributedString` with UIKit's attributes.
    package static func attributedString(from string: NSAttributedString) -> AttributedString {
        var result = AttributedString()
        let source = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            result.append(AttributedString(source.substring(with: range), attributes: container(from: attributes)))
        }
        return result
    }
}

extension NSAttributedString {
    /// The string with its UIKit and Foundation attributes under their
    /// `NSAttributedString.Key` names, as Darwin's Foundation converts it.
    public convenience init(_ attrStr: AttributedString) {
        self.init(attributedString: AttributedStringBridge.nsAttributedString(from: attrStr))
    }

    /// The string with the attributes of `scope` (UIKit's and Foundation's are known here).
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attributedString: AttributedStringBridge.nsAttributedString(from: attrStr))
    }
}

extension AttributedString {
    /// The string with the UIKit attributes `nsStr` carries.
    public init(_ nsStr: NSAttributedString) {
        self = AttributedStringBridge.attributedString(from: nsStr)
    }

    /// The string with the attributes of `scope` that `nsStr` carries (UIKit's and
    /// Foundation's are known here).
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self = AttributedStringBridge.attributedString(from: nsStr)
    }
}
