import Foundation

/// Inspectable values as text and back: what the gallery shows beside a variant and what a
/// variant may set. Colors read as `#RRGGBB` (with alpha when not opaque) resolved for the
/// current traits, images by their size, geometry as `{x, y}`-style tuples, `nil` as `nil`.
enum InspectableText {
    @MainActor
    static func text(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return text(of: wrapped)
        }
        switch value {
        case let color as UIColor: return hex(color)
        case let image as UIImage:
            if image.isSymbolImage, let name = image.symbolName { return "symbol \(name)" }
            return "image \(LayoutNumber.format(image.size.width)) × \(LayoutNumber.format(image.size.height))"
        case let point as CGPoint: return "{\(LayoutNumber.format(point.x)), \(LayoutNumber.format(point.y))}"
        case let size as CGSize: return "{\(LayoutNumber.format(size.width)), \(LayoutNumber.format(size.height))}"
        case let rect as CGRect:
            return "{\(LayoutNumber.format(rect.minX)), \(LayoutNumber.format(rect.minY)), \(LayoutNumber.format(rect.width)), \(LayoutNumber.format(rect.height))}"
        case let number as CGFloat: return LayoutNumber.format(number)
        case let number as Double: return LayoutNumber.format(CGFloat(number))
        case let number as Float: return LayoutNumber.format(CGFloat(number))
        case let text as String: return text
        case let raw as any RawRepresentable: return String(describing: raw.rawValue)
        default: return String(describing: value)
        }
    }

    @MainActor
    private static func hex(_ color: UIColor) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let resolved = color.resolvedColor(with: UITraitCollection.current)
        _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func byte(_ value: CGFloat) -> String {
            let number = Int((min(max(value, 0), 1) * 255).rounded())
            return String(number, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// `text` as a `Value`, nil when it is not one.
    @MainActor
    static func value<Value>(from text: String) -> Value? {
        if let optional = Value.self as? any InspectableOptional.Type {
            if text.isEmpty || text == "nil" { return optional.nothing as? Value }
            guard let wrapped = parse(text, as: optional.wrappedType) else { return nil }
            return optional.some(wrapped) as? Value
        }
        return parse(text, as: Value.self) as? Value
    }

    @MainActor
    private static func parse(_ text: String, as type: Any.Type) -> Any? {
        let numbers = text.trimmingCharacters(in: CharacterSet(charactersIn: "{}() "))
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        switch type {
        case is String.Type: return text
        case is CGFloat.Type: return Double(text).map { CGFloat($0) }
        case is CGPoint.Type: return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : nil
        case is CGSize.Type: return numbers.count == 2 ? CGSize(width: numbers[0], height: numbers[1]) : nil
        case is CGRect.Type: return numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        case is UIColor.Type: return color(fromHex: text)
        case is UIImage.Type: return UIImage(named: text) ?? UIImage(systemName: text)
        case let convertible as any LosslessStringConvertible.Type: return convertible.init(text)
        default: return nil
        }
    }

    private static func color(fromHex text: String) -> UIColor? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let red = CGFloat((value >> (hasAlpha ? 24 : 16)) & 0xFF) / 255
        let green = CGFloat((value >> (hasAlpha ? 16 : 8)) & 0xFF) / 255
        let blue = CGFloat((value >> (hasAlpha ? 8 : 0)) & 0xFF) / 255
        let alpha = hasAlpha ? CGFloat(value & 0xFF) / 255 : 1
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

/// Optionals, seen through their wrapped type.
protocol InspectableOptional {
    static var wrappedType: Any.Type { get }
    static var nothing: Self { get }
    static func some(_ value: Any) -> Self?
}

extension Optional: InspectableOptional {
    static var wrappedType: Any.Type { Wrapped.self }
    static var nothing: Optional { nil }
    static func some(_ value: Any) -> Optional? {
        guard let wrapped = value as? Wrapped else { return nil }
        return .some(wrapped)
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
