import Foundation

/// The string forms UIKit gives geometry ("{{0, 0}, {100, 50}}", "[1, 0, 0, 1, 0, 0]") and
/// parses back: what `NSCoder.string(for:)` returns and keyed coders store.
enum GeometryStrings {
    /// `value` as UIKit prints it: whole numbers without a fraction, others in the shortest
    /// form that reads back the same.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double.rounded() == double, abs(double) < 1e15 { return String(Int64(double)) }
        return "\(double)"
    }

    /// "{a, b}".
    static func pair(_ a: CGFloat, _ b: CGFloat) -> String { "{\(number(a)), \(number(b))}" }

    /// "{a, b, c, d}".
    static func quad(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> String {
        "{\(number(a)), \(number(b)), \(number(c)), \(number(d))}"
    }

    /// The numbers in `string` in order, as UIKit's parsers read them (anything not part of
    /// a number separates numbers); missing ones are 0.
    static func numbers(_ string: String, count: Int) -> [CGFloat] {
        var values: [CGFloat] = []
        var current = ""
        func flush() {
            if let value = Double(current) { values.append(CGFloat(value)) }
            current = ""
        }
        for character in string {
            if character.isNumber || character == "." || character == "-" || character == "e" || character == "E" || character == "+" {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return Array((values + Array(repeating: 0, count: count)).prefix(count))
    }
}
