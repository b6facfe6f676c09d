/// A size class, UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable, Codable {
    case unspecified
    case compact
    case regular
}
