/// The display's color gamut, UIKit's `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Hashable, Sendable {
    case unspecified = -1, SRGB, P3
}
