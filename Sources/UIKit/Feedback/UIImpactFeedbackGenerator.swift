import Foundation

/// Haptics for a collision or a snap into place, UIKit's `UIImpactFeedbackGenerator`
/// (inert on Linux: no haptics).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The strength of the impact (UIKit does not publish it).
    package let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// A generator of `style` impacts attached to `view` (iOS 17.5).
    @available(iOS 17.5, *)
    public convenience init(style: FeedbackStyle, view: UIView) {
        self.init(style: style)
        view.addInteraction(self)
    }

    /// Plays the impact (nothing plays here).
    open func impactOccurred() {}

    /// Plays the impact at `intensity` from 0 to 1 (nothing plays here).
    open func impactOccurred(intensity: CGFloat) {}

    /// Plays the impact at `location` in the attached view (iOS 17.5; nothing plays here).
    @available(iOS 17.5, *)
    open func impactOccurred(at location: CGPoint) {}

    /// Plays the impact at `intensity` and `location` (iOS 17.5; nothing plays here).
    @available(iOS 17.5, *)
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}

    /// The strength of an impact, UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light, medium, heavy, soft, rigid
    }
}
