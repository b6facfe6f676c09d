import SwiftSyntax

/// A Swift access level, ordered from the most restricted to the most open.
public enum AccessLevel: Int, Comparable, Sendable, CustomStringConvertible {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    /// Whether `lhs` is more restricted than `rhs`.
    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The keyword.
    public var description: String {
        switch self {
        case .private: "private"
        case .fileprivate: "fileprivate"
        case .internal: "internal"
        case .package: "package"
        case .public: "public"
        case .open: "open"
        }
    }

    /// The access level `modifiers` declare (`internal` when none), ignoring `private(set)`.
    static func declared(by modifiers: DeclModifierListSyntax) -> AccessLevel {
        explicit(in: modifiers) ?? .internal
    }

    /// The access level `modifiers` declare, or `nil` when they declare none.
    static func explicit(in modifiers: DeclModifierListSyntax) -> AccessLevel? {
        for modifier in modifiers where modifier.detail == nil {
            if let level = level(named: modifier.name.text) { return level }
        }
        return nil
    }

    /// Whether `modifier` is an access modifier, with or without `(set)`.
    static func isAccessModifier(_ modifier: DeclModifierSyntax) -> Bool {
        level(named: modifier.name.text) != nil
    }

    /// The setter's access level that `modifiers` declare (`private(set)`), if any.
    static func setter(declaredBy modifiers: DeclModifierListSyntax) -> AccessLevel? {
        for modifier in modifiers where modifier.detail?.detail.text == "set" {
            if let level = level(named: modifier.name.text) { return level }
        }
        return nil
    }

    private static func level(named name: String) -> AccessLevel? {
        switch name {
        case "private": .private
        case "fileprivate": .fileprivate
        case "internal": .internal
        case "package": .package
        case "public": .public
        case "open": .open
        default: nil
        }
    }
}
