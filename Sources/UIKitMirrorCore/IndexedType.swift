/// What the module index knows of one type: from its declaration and its extensions in the
/// module.
public struct IndexedType: Equatable, Sendable {
    /// The kind of declaration.
    public enum Kind: Equatable, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`
        /// A type the module only extends (declared elsewhere, e.g. in UIKit).
        case extended
    }

    /// The name, qualified by the enclosing types when nested (`Outer.Inner`).
    public var name: String
    /// The kind of declaration.
    public var kind: Kind
    /// The first inherited type of a class, which is its superclass unless it is a protocol.
    public var superclassName: String?
    /// The declared access level.
    public var access: AccessLevel
    /// Whether the type has generic parameters.
    public var isGeneric: Bool
    /// Whether the class is marked `@IBDesignable`.
    public var isDesignable: Bool
    /// Whether the declaration is marked `@MainActor` (its members are main-actor isolated
    /// unless marked otherwise; so are its subclasses').
    public var isMainActor = false
    /// Whether the superclass is written with generic arguments (`Box<Int>`).
    public var superclassIsSpecialized = false
    /// Methods, from the declaration and the module's extensions.
    public var methods: [IndexedMethod] = []
    /// Properties, from the declaration and the module's extensions.
    public var properties: [IndexedProperty] = []
    /// Initializers, from the declaration and the module's extensions.
    public var initializers: [IndexedInitializer] = []
    /// Designated initializers declared in the type's own body.
    public var designatedInitializers: [IndexedInitializer] = []
    /// The file of the declaration (of the first extension, for an extended type).
    public var file = ""
    /// The line of the declaration in `file`.
    public var line = 0
    /// Whether the type itself was declared in the module (not only extended).
    public var isDeclared: Bool { kind != .extended }

    /// A type of `kind` with no members yet.
    public init(name: String, kind: Kind, superclassName: String? = nil, access: AccessLevel = .internal,
                isGeneric: Bool = false, isDesignable: Bool = false) {
        self.name = name
        self.kind = kind
        self.superclassName = superclassName
        self.access = access
        self.isGeneric = isGeneric
        self.isDesignable = isDesignable
    }
}
