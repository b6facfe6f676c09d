/// A font by name, CoreGraphics' `CGFont` (text layers take one; drawing text is UIKit's).
public final class CGFont: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The name the font was asked for.
    public let postScriptName: String?
    /// The full name.
    public var fullName: String? { postScriptName }

    /// The font named `name`.
    public init?(_ name: String) {
        guard !name.isEmpty else { return nil }
        postScriptName = name
    }

    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.postScriptName == rhs.postScriptName }
    public func hash(into hasher: inout Hasher) { hasher.combine(postScriptName) }
    public var description: String { "<CGFont \(postScriptName ?? "")>" }
}
