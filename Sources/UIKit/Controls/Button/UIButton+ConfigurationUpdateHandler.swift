extension UIButton {
    /// The closure that updates a button's configuration, UIKit's
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
}
