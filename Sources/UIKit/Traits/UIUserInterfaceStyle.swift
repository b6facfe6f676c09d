/// Light or dark appearance, UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0, light, dark
}
