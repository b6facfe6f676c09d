/// Reading the loosely typed values animations carry (`NSNumber`, `Double`, `CGFloat`,
/// `CGPoint`, `NSValue`, ...).
enum AnimatedValue {
    /// A number from any numeric representation.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    static func point(_ value: Any?) -> CGPoint? {
        switch value {
        case let value as CGPoint: return value
        case let value as NSValue where holds(value, "{CGPoint=dd}"): return value.pointValue
        default: return nil
        }
    }

    static func size(_ value: Any?) -> CGSize? {
        switch value {
        case let value as CGSize: return value
        case let value as NSValue where holds(value, "{CGSize=dd}"): return value.sizeValue
        default: return nil
        }
    }

    static func rect(_ value: Any?) -> CGRect? {
        switch value {
        case let value as CGRect: return value
        case let value as NSValue where holds(value, "{CGRect={CGPoint=dd}{CGSize=dd}}"): return value.rectValue
        default: return nil
        }
    }

    static func transform(_ value: Any?) -> CATransform3D? {
        switch value {
        case let value as CATransform3D: return value
        case let value as CGAffineTransform: return CATransform3DMakeAffineTransform(value)
        case let value as NSValue where value.cgFloatFields(count: 16) != nil: return value.caTransform3DValue
        case let value as NSValue:
            // NSValue(cgAffineTransform:) of UIKit, six fields a, b, c, d, tx, ty.
            guard let f = value.cgFloatFields(count: 6) else { return nil }
            return CATransform3DMakeAffineTransform(CGAffineTransform(a: f[0], b: f[1], c: f[2], d: f[3], tx: f[4], ty: f[5]))
        default: return nil
        }
    }

    /// `a + b` for numbers, points, sizes and transforms (concatenated); `b` otherwise.
    static func sum(_ a: Any?, _ b: Any?) -> Any? {
        if let x = number(a), let y = number(b) { return x + y }
        if let x = point(a), let y = point(b) { return CGPoint(x: x.x + y.x, y: x.y + y.y) }
        if let x = size(a), let y = size(b) { return CGSize(width: x.width + y.width, height: x.height + y.height) }
        if let x = transform(a), let y = transform(b) { return CATransform3DConcat(y, x) }
        return b ?? a
    }

    /// Whether `value` holds the structure of type encoding `type` (Linux's `pointValue` and
    /// its siblings stop the program when asked for a structure the value does not hold).
    private static func holds(_ value: NSValue, _ type: String) -> Bool {
        String(cString: value.objCType) == type
    }

    static func float(_ value: Any?) -> Float? { number(value).map { Float($0) } }

    static func color(_ value: Any?) -> CGColor? {
        guard let value else { return nil }
        return value as? CGColor
    }
}
