import Foundation

/// Converts values as Objective-C's bridging does where Swift's casts on Linux do not:
/// between the numeric types (through `NSNumber` on Darwin) and into optionals.
enum ValueConversion {
    /// `value` as a `Target`: cast, else converted as a number, else `nil`.
    static func convert<Target>(_ value: Any, to target: Target.Type) -> Target? {
        if let cast = value as? Target { return cast }
        if let optional = Target.self as? any ConvertibleOptional.Type {
            return optional.converting(value) as? Target
        }
        guard let number = number(value) else { return nil }
        return converted(number, to: target)
    }

    /// The number `value` holds, if it is one of the numeric types, `Bool` or `NSNumber`.
    static func number(_ value: Any) -> NSNumber? {
        switch value {
        case let number as NSNumber: number
        case let value as Bool: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as Double: NSNumber(value: value)
        case let value as Float: NSNumber(value: value)
        case let value as CGFloat: NSNumber(value: Double(value))
        case let value as Int8: NSNumber(value: value)
        case let value as Int16: NSNumber(value: value)
        case let value as Int32: NSNumber(value: value)
        case let value as Int64: NSNumber(value: value)
        case let value as UInt: NSNumber(value: value)
        case let value as UInt8: NSNumber(value: value)
        case let value as UInt16: NSNumber(value: value)
        case let value as UInt32: NSNumber(value: value)
        case let value as UInt64: NSNumber(value: value)
        default: nil
        }
    }

    /// `number` as a value of the numeric type `target`; integers only when exact.
    private static func converted<Target>(_ number: NSNumber, to target: Target.Type) -> Target? {
        let double = number.doubleValue
        let value: Any? = switch target {
        case is Double.Type: double
        case is Float.Type: Float(double)
        case is CGFloat.Type: CGFloat(double)
        case is Bool.Type: double != 0
        case is NSNumber.Type: number
        case is Int.Type: Int(exactly: double)
        case is Int8.Type: Int8(exactly: double)
        case is Int16.Type: Int16(exactly: double)
        case is Int32.Type: Int32(exactly: double)
        case is Int64.Type: Int64(exactly: double)
        case is UInt.Type: UInt(exactly: double)
        case is UInt8.Type: UInt8(exactly: double)
        case is UInt16.Type: UInt16(exactly: double)
        case is UInt32.Type: UInt32(exactly: double)
        case is UInt64.Type: UInt64(exactly: double)
        default: nil
        }
        return value as? Target
    }
}

/// An optional type whose wrapped type values can be converted into.
protocol ConvertibleOptional {
    /// `value` converted to the wrapped type and wrapped, or `nil` when it does not convert.
    static func converting(_ value: Any) -> Self?
}

extension Optional: ConvertibleOptional {
    static func converting(_ value: Any) -> Wrapped?? {
        ValueConversion.convert(value, to: Wrapped.self).map { .some($0) }
    }
}
