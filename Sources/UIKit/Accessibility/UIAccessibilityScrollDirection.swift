/// Which way an assistive technology asks an element to scroll, UIKit's
/// `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Hashable, Sendable {
    case right = 1, left, up, down, next, previous
}
