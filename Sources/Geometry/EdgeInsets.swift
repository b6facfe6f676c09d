/// Insets from each edge of a rectangle, UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// The same inset vertically and horizontally.
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    public static let zero = EdgeInsets(all: 0)

    /// left + right.
    public var horizontal: Double { left + right }
    /// top + bottom.
    public var vertical: Double { top + bottom }

    public var description: String {
        "{\(Geometry.format(top)), \(Geometry.format(left)), \(Geometry.format(bottom)), \(Geometry.format(right))}"
    }
}
