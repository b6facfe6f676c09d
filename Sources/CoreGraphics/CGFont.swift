/// A font by name, CoreGraphics' `CGFont` (text layers take one; drawing text is UIKit's).
public final class CGFont: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The name the font was asked for.
    public var postScriptName: CFString? { name as CFString }
    /// The full name.
    public var fullName: CFString? { postScriptName }
    /// The name as Swift text.
    package let name: String

    /// The font named `name`.
    public init?(_ name: CFString) {
        let text = String(describing: name)
        guard !text.isEmpty else { return nil }
        self.name = text
    }

    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { "<CGFont \(name)>" }
}
