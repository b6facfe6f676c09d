/// A method, property or subscript declared in an extension, as pass one records it: what the
/// mirror needs to decide whether Swift on Linux would reject it there (an `override`, or a
/// member a subclass of the module overrides) and, if so, to give it a forwarder in the
/// class's body (`ExtensionHoisting`).
struct ExtensionMember: Equatable, Sendable {
    /// What kind of member it is.
    enum Kind: Equatable, Sendable {
        case method
        /// A computed property (getter, or getter and setter).
        case property
        /// An overriding property with `willSet`/`didSet` observers.
        case observedProperty
        case `subscript`
    }

    /// The extended type, qualified and without generic arguments (`Outer.Inner`).
    var typeName: String
    /// The file of the extension.
    var file: String
    /// The UTF-8 offset of the declaration (after its leading trivia) in `file`: pass two finds
    /// it by this.
    var offset: Int
    /// The line of its name (1-based), where the compiler reports an override's problems.
    var line: Int
    /// The base name without backticks.
    var name: String
    /// The argument labels of a method or subscript, `nil` for `_`.
    var labels: [String?]
    /// The kind of member.
    var kind: Kind
    /// Whether it is `static` or `class`.
    var isStatic: Bool
    /// Whether it is marked `override`.
    var isOverride: Bool
    /// Its access: its own modifier, else the extension's (`private` extensions give
    /// `fileprivate`), else `internal`.
    var access: AccessLevel
    /// The access level the extension itself declares, if it declares one.
    var extensionAccess: AccessLevel?
    /// Whether the extension has a `where` clause or generic arguments (`extension Box<Int>`).
    var isConstrained: Bool
    /// The `#if` conditions around it (the extension's and its own), as the mirror rewrites them.
    var conditions: [String]
    /// The declaration that forwards to the renamed original, for the class's body; `nil`
    /// when it cannot be made (`unsupported` says why).
    var forwarder: String?
    /// Why no forwarder can be made, when `forwarder` is `nil`.
    var unsupported: String?
    /// For an observed property: whether its `didSet` reads the old value (so the forwarder
    /// passes it, and otherwise does not, which would make Swift fetch it).
    var didSetReadsOldValue = false

    /// The name the original gets in the mirror: `_mirror_Outer_Inner_layoutSubviews`, unique per
    /// class so a subclass's renamed override does not collide with its superclass's.
    var implementationName: String {
        Self.implementationName(typeName: typeName, name: name)
    }

    /// The mirror's name for member `name` of `typeName`.
    static func implementationName(typeName: String, name: String) -> String {
        "_mirror_" + typeName.replacingOccurrences(of: ".", with: "_") + "_" + name
    }

    /// What subclasses match an override against: kind, name, labels and static-ness.
    var signatureKey: MemberSignature {
        MemberSignature(isMethod: kind == .method, isSubscript: kind == .subscript, name: name,
                        labels: kind == .property || kind == .observedProperty ? [] : labels, isStatic: isStatic)
    }
}

/// A member's name, labels and kind: what an `override` in a subclass must match.
struct MemberSignature: Hashable, Sendable {
    /// Whether it is a method.
    var isMethod: Bool
    /// Whether it is a subscript.
    var isSubscript: Bool
    /// The base name without backticks (`subscript` for subscripts).
    var name: String
    /// The argument labels, `nil` for `_` (empty for properties).
    var labels: [String?]
    /// Whether it is `static` or `class`.
    var isStatic: Bool
}

/// An `override` declared in a class's body or in an extension: pass one records them so a
/// member of an extension that a subclass overrides is found.
struct OverrideRecord: Equatable, Sendable {
    /// The class (or extended type) it is declared in, qualified.
    var typeName: String
    /// What it overrides.
    var signature: MemberSignature
}
