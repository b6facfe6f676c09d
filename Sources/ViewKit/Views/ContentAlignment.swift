extension Control {
    /// Where a control's content sits horizontally, UIKit's
    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: String, Hashable, Sendable, Codable {
        case center
        case left
        case right
        /// Stretched across the width.
        case fill
    }

    /// Where a control's content sits vertically, UIKit's
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: String, Hashable, Sendable, Codable {
        case center
        case top
        case bottom
        case fill
    }
}
