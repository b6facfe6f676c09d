/// Something with traits, UIKit's `UITraitEnvironment`: views, view controllers, windows
/// and screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed (deprecated in iOS 17 in favor of
    /// `registerForTraitChanges`, still called).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration made by `registerForTraitChanges`, UIKit's `UITraitChangeRegistration`.
public protocol UITraitChangeRegistration: Sendable {}

/// A registration's identity and what it calls.
package struct TraitChangeRegistration: UITraitChangeRegistration, @unchecked Sendable {
    package let id: Int
    package let traits: [UITrait]
    package let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    /// Whether a change of `changed` concerns this registration.
    package func matches(_ changed: [UITrait]) -> Bool {
        traits.contains { trait in changed.contains { ObjectIdentifier($0) == ObjectIdentifier(trait) } }
    }
}
