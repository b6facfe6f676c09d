/// Whether content sits on the base level or an elevated one, UIKit's `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Hashable, Sendable {
    case unspecified = -1, base, elevated
}
