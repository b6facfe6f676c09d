/// An object test automation finds by a string, UIKit's `UIAccessibilityIdentification`:
/// views, bar items and accessibility elements adopt it.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// The string that identifies the object to test automation.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
