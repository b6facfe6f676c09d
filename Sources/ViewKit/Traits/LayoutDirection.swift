/// The direction of the user interface, UIKit's `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    case leftToRight
    case rightToLeft
}
