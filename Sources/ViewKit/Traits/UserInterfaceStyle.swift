/// Light or dark appearance, UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case unspecified
    case light
    case dark
}
