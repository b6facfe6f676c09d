/// A layout axis, UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable, Codable {
    case horizontal
    case vertical
}
