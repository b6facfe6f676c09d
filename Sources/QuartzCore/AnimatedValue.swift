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
        case let value as NSValue: return value.pointValue
        default: return nil
        }
    }

    static func size(_ value: Any?) -> CGSize? {
        switch value {
        case let value as CGSize: return value
        case let value as NSValue: return value.sizeValue
        default: return nil
        }
    }

    static func rect(_ value: Any?) -> CGRect? {
        switch value {
        case let value as CGRect: return value
        case let value as NSValue: return value.rectValue
        default: return nil
        }
    }

    static func transform(_ value: Any?) -> CATransform3D? {
        switch value {
        case let value as CATransform3D: return value
        case let value as CGAffineTransform: return CATransform3DMakeAffineTransform(value)
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

    static func float(_ value: Any?) -> Float? { number(value).map { Float($0) } }

    static func color(_ value: Any?) -> CGColor? {
        guard let value else { return nil }
        return value as? CGColor
    }
}
