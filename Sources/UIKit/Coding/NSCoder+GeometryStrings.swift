import Foundation

/// UIKit's geometry strings on `NSCoder` (Swift's names for `NSStringFromCGRect` and
/// `CGRectFromString` and their kin).
extension NSCoder {
    /// "{x, y}".
    public static func string(for point: CGPoint) -> String { GeometryStrings.pair(point.x, point.y) }
    /// "{width, height}".
    public static func string(for size: CGSize) -> String { GeometryStrings.pair(size.width, size.height) }
    /// "{{x, y}, {width, height}}".
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    /// "{dx, dy}".
    public static func string(for vector: CGVector) -> String { GeometryStrings.pair(vector.dx, vector.dy) }
    /// "[a, b, c, d, tx, ty]".
    public static func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(GeometryStrings.number).joined(separator: ", ") + "]"
    }
    /// "{top, left, bottom, right}".
    public static func string(for insets: UIEdgeInsets) -> String {
        GeometryStrings.quad(insets.top, insets.left, insets.bottom, insets.right)
    }
    /// "{top, leading, bottom, trailing}".
    public static func string(for insets: NSDirectionalEdgeInsets) -> String {
        GeometryStrings.quad(insets.top, insets.leading, insets.bottom, insets.trailing)
    }
    /// "{horizontal, vertical}".
    public static func string(for offset: UIOffset) -> String { GeometryStrings.pair(offset.horizontal, offset.vertical) }

    /// The point in `string`.
    public static func cgPoint(for string: String) -> CGPoint {
        let n = GeometryStrings.numbers(string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }
    /// The size in `string`.
    public static func cgSize(for string: String) -> CGSize {
        let n = GeometryStrings.numbers(string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }
    /// The rectangle in `string`.
    public static func cgRect(for string: String) -> CGRect {
        let n = GeometryStrings.numbers(string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// The vector in `string`.
    public static func cgVector(for string: String) -> CGVector {
        let n = GeometryStrings.numbers(string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The transform in `string` (identity when it holds none).
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard string.contains(where: \.isNumber) else { return .identity }
        let n = GeometryStrings.numbers(string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The insets in `string`.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = GeometryStrings.numbers(string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The directional insets in `string`.
    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = GeometryStrings.numbers(string, count: 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
    /// The offset in `string`.
    public static func uiOffset(for string: String) -> UIOffset {
        let n = GeometryStrings.numbers(string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
}
