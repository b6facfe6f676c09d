/// How an assistive technology moves through a view's elements, UIKit's
/// `UIAccessibilityNavigationStyle`.
public enum UIAccessibilityNavigationStyle: Int, Hashable, Sendable {
    case automatic = 0, separate, combined
}
