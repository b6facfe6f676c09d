/// Thrown by the default implementation that uikit-mirror gives an optional protocol
/// requirement: the conforming type does not implement it.
///
/// Mirrored code turns `optional func height(_ x: Int) -> Double` into a requirement that
/// throws this, and `delegate?.height?(3)` into `(try? delegate?.height(3))`, which is `nil`
/// when the delegate is `nil` or does not implement the method, as on Darwin.
public struct OptionalRequirementUnimplemented: Error, Equatable, Sendable, CustomStringConvertible {
    /// The requirement, as `Protocol.method(label:)`.
    public let requirement: String

    /// The error for `requirement`.
    public init(_ requirement: String) {
        self.requirement = requirement
    }

    /// What happened.
    public var description: String {
        "\(requirement) is an optional requirement that this conforming type does not implement."
    }
}
