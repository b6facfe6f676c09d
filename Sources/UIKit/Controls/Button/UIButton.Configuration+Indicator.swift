extension UIButton.Configuration {
    /// The menu indicator a button shows, UIKit's `UIButton.Configuration.Indicator`.
    public enum Indicator: Hashable, Sendable {
        /// A popup indicator when the button shows a selection menu as its primary action.
        case automatic
        case none
        /// The chevrons of a popup button.
        case popup
    }
}
