extension UIButton.Configuration {
    /// How the background's corner radius is chosen, UIKit's
    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Hashable, Sendable {
        /// The background's `cornerRadius` as it is.
        case fixed
        /// The background's `cornerRadius` scaled with Dynamic Type (the default).
        case dynamic
        /// The system's small, medium or large radius instead of the background's.
        case small
        case medium
        case large
        /// Half the button's shorter side: a capsule (a circle for a square button).
        case capsule
    }
}
