extension UIButton {
    /// The part a button plays, UIKit's `UIButton.Role`: a primary button of a configuration
    /// takes the emphasized (semibold) font of its size.
    public enum Role: Int, Hashable, Sendable {
        case normal = 0
        case primary = 1
        case cancel = 2
        case destructive = 3
    }
}
