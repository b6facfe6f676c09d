/// How much room an interface has along an axis, UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0, compact, regular
}
