import Foundation

extension String {
    /// A localizable text and the values interpolated into it, Foundation's
    /// `String.LocalizationValue` (which Linux's Foundation lacks): `"Count: \(count)"`
    /// becomes the key `Count: %lld` with the argument `count`, looked up in the bundle's
    /// string tables and formatted (`String(localized:)`, docs/LOCALIZATION.md).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key: the text with a format specifier for each interpolated value (`%@` for
        /// text, `%lld` for integers, `%lf` for other numbers) and `%%` for a percent sign.
        public let key: String
        /// The interpolated values, in order.
        package let arguments: [LocalizationArgument]

        /// A value whose key is `value` as it is.
        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public var description: String { LocalizationFormat.format(key, arguments, language: nil) }

        /// Builds a key and its arguments from an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [LocalizationArgument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation(_ string: String) {
                key += "%@"
                arguments.append(.text(string))
            }

            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                key += "%lld"
                arguments.append(.integer(Int64(clamping: value)))
            }

            public mutating func appendInterpolation(_ value: Double) {
                key += "%lf"
                arguments.append(.number(value))
            }

            public mutating func appendInterpolation(_ value: Float) {
                appendInterpolation(Double(value))
            }

            public mutating func appendInterpolation(_ value: CGFloat) {
                appendInterpolation(Double(value))
            }

            public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
                key += "%@"
                arguments.append(.text(value.description))
            }
        }
    }
}

/// A value interpolated into a localized text.
package enum LocalizationArgument: Hashable, Sendable {
    case text(String)
    case integer(Int64)
    case number(Double)
}
