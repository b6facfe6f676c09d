/// Whether the user asked for bold text, UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Hashable, Sendable {
    case unspecified = -1, regular, bold
}
