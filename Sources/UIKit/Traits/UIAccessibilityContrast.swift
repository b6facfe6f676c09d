/// Whether the user asked for more contrast, UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    case unspecified = -1, normal, high
}
