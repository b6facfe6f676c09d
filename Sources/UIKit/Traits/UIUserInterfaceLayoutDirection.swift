/// The direction an app lays out in, UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight, rightToLeft
}
