/// The frame rates a display link asks for (iOS 15): a minimum, a maximum and a preferred
/// rate, in frames per second.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether the two ranges ask for the same rates.
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }
}
