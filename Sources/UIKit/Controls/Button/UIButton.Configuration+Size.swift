extension UIButton.Configuration {
    /// How large a configured button is, UIKit's `UIButton.Configuration.Size`: its fonts,
    /// content insets and corner radius (see docs/UIKIT-BUTTON.md).
    public enum Size: Hashable, Sendable {
        case mini
        case small
        case medium
        case large
    }
}
