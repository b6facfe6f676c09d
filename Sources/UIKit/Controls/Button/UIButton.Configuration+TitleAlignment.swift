extension UIButton.Configuration {
    /// How a title and subtitle align with each other, UIKit's
    /// `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Hashable, Sendable {
        /// Leading beside a leading image, trailing beside a trailing image, else centered.
        case automatic
        case leading
        case center
        case trailing
    }
}
