extension Button {
    /// UIKit's `UIButton.ButtonType`, for the defaults that differ.
    public enum ButtonType: String, Hashable, Sendable, Codable {
        /// Title in the tint color, fading while highlighted, gray when disabled.
        case system
        /// White title, no automatic highlight: everything comes from the per-state values.
        case custom
    }
}
