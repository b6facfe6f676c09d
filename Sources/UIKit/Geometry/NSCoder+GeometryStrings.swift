/// UIKit's string forms of geometry structures (UIGeometry.h's `NSStringFromCGPoint` and
/// `CGPointFromString` family, `NSCoder.string(for:)` and `NSCoder.cgPoint(for:)` in Swift).
/// Strings are "{x, y}", "{w, h}", "{{x, y}, {w, h}}", "[a, b, c, d, tx, ty]" and
/// "{top, left, bottom, right}", numbers in `%.17g` (integers without a fraction, every
/// `CGFloat` round-trips). Parsing reads the numbers in order, separated by commas, braces
/// or brackets, and gives the zero structure when the string does not have as many as the
/// structure has fields, as UIKit returns zero for a string that is not well formed.
extension NSCoder {
    /// "{x, y}".
    public class func string(for point: CGPoint) -> String { braces(point.x, point.y) }
    /// "{dx, dy}".
    public class func string(for vector: CGVector) -> String { braces(vector.dx, vector.dy) }
    /// "{width, height}".
    public class func string(for size: CGSize) -> String { braces(size.width, size.height) }

    /// "{{x, y}, {width, height}}".
    public class func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    /// "[a, b, c, d, tx, ty]".
    public class func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", ") + "]"
    }

    /// "{top, left, bottom, right}".
    public class func string(for insets: UIEdgeInsets) -> String {
        braces(insets.top, insets.left, insets.bottom, insets.right)
    }

    /// "{top, leading, bottom, trailing}".
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        braces(insets.top, insets.leading, insets.bottom, insets.trailing)
    }

    /// "{horizontal, vertical}".
    public class func string(for offset: UIOffset) -> String { braces(offset.horizontal, offset.vertical) }

    /// The point in a string of the form "{x, y}", else `.zero`.
    public class func cgPoint(for string: String) -> CGPoint {
        let f = fields(string, 2)
        return CGPoint(x: f[0], y: f[1])
    }

    /// The vector in a string of the form "{dx, dy}", else `.zero`.
    public class func cgVector(for string: String) -> CGVector {
        let f = fields(string, 2)
        return CGVector(dx: f[0], dy: f[1])
    }

    /// The size in a string of the form "{width, height}", else `.zero`.
    public class func cgSize(for string: String) -> CGSize {
        let f = fields(string, 2)
        return CGSize(width: f[0], height: f[1])
    }

    /// The rectangle in a string of the form "{{x, y}, {width, height}}", else `.zero`.
    public class func cgRect(for string: String) -> CGRect {
        let f = fields(string, 4)
        return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// The transform in a string of the form "[a, b, c, d, tx, ty]", else all zeros.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let f = fields(string, 6)
        return CGAffineTransform(a: f[0], b: f[1], c: f[2], d: f[3], tx: f[4], ty: f[5])
    }

    /// The insets in a string of the form "{top, left, bottom, right}", else `.zero`.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let f = fields(string, 4)
        return UIEdgeInsets(top: f[0], left: f[1], bottom: f[2], right: f[3])
    }

    /// The insets in a string of the form "{top, leading, bottom, trailing}", else `.zero`.
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let f = fields(string, 4)
        return NSDirectionalEdgeInsets(top: f[0], leading: f[1], bottom: f[2], trailing: f[3])
    }

    /// The offset in a string of the form "{horizontal, vertical}", else `.zero`.
    public class func uiOffset(for string: String) -> UIOffset {
        let f = fields(string, 2)
        return UIOffset(horizontal: f[0], vertical: f[1])
    }

    private class func number(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    private class func braces(_ values: CGFloat...) -> String {
        "{" + values.map(number).joined(separator: ", ") + "}"
    }

    /// The `count` numbers of `string`, or zeros when it has another number of them or
    /// something that is not a number between the separators.
    private class func fields(_ string: String, _ count: Int) -> [CGFloat] {
        let separators = Set<Character>("{}[], \t\n")
        let parts = string.split(whereSeparator: { separators.contains($0) })
        let numbers = parts.compactMap { Double($0) }
        guard numbers.count == count, parts.count == count else { return Array(repeating: 0, count: count) }
        return numbers.map { CGFloat($0) }
    }
}
