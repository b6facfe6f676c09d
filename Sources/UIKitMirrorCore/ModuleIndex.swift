/// What the rewriter knows of the whole module before it rewrites any file: its types with
/// their superclasses, methods, properties and initializers (extensions merged into the
/// types they extend), and the optional requirements of its `@objc` protocols.
public struct ModuleIndex: Sendable {
    /// The types by qualified name (`Outer.Inner`).
    public internal(set) var types: [String: IndexedType] = [:]
    /// Qualified type names in the order their first declaration or extension was seen.
    public internal(set) var typeOrder: [String] = []
    /// The optional requirements of the module's protocols.
    public internal(set) var optionalRequirements: [OptionalRequirement] = []
    /// The methods, properties and subscripts declared in extensions, in source order.
    var extensionMembers: [ExtensionMember] = []
    /// The `override`s declared in the module's classes and extensions.
    var overrides: [OverrideRecord] = []

    /// An empty index.
    public init() {}

    /// The indexed type `written` refers to from inside the type `scope` (its name's parts,
    /// outermost first):
    /// `Inner` inside `Outer` is `Outer.Inner` when that exists, else `Inner`, else the one
    /// type whose name ends in `.Inner`.
    public func type(named written: String, from scope: [String] = []) -> IndexedType? {
        let name = Self.withoutGenericArguments(written)
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let candidate = (scope.prefix(depth) + [name]).joined(separator: ".")
            if let type = types[candidate] { return type }
        }
        let suffixMatches = typeOrder.filter { $0.hasSuffix("." + name) }
        return suffixMatches.count == 1 ? types[suffixMatches[0]] : nil
    }

    /// `type` followed by its superclasses, as far as the module declares them.
    public func lineage(of type: IndexedType) -> [IndexedType] {
        var chain = [type]
        var seen: Set<String> = [type.name]
        var current = type
        while let superclassName = current.superclassName,
              let superclass = self.type(named: superclassName, from: Self.enclosingScope(of: current.name)),
              superclass.kind == .class || superclass.kind == .extended, !seen.contains(superclass.name) {
            chain.append(superclass)
            seen.insert(superclass.name)
            current = superclass
        }
        return chain
    }

    /// The method of `type` or its superclasses named `baseName` with `labels` (any labels
    /// when `nil`), and the type that declares it; `nil` when there is none or, without
    /// labels, more than one with that base name in the nearest type that has any.
    public func method(_ baseName: String, labels: [String?]?, in type: IndexedType) -> (method: IndexedMethod, owner: IndexedType)? {
        for owner in lineage(of: type) {
            let named = owner.methods.filter {
                $0.baseName.trimmingBackticks == baseName.trimmingBackticks && (labels == nil || $0.labels == labels)
            }
            if named.count == 1 { return (named[0], owner) }
            if named.count > 1 { return labels == nil ? nil : (named[0], owner) }
        }
        return nil
    }

    /// The property of `type` or its superclasses named `name`, and the type that declares it.
    public func property(_ name: String, in type: IndexedType) -> (property: IndexedProperty, owner: IndexedType)? {
        for owner in lineage(of: type) {
            if let property = owner.properties.first(where: { $0.name.trimmingBackticks == name.trimmingBackticks }) {
                return (property, owner)
            }
        }
        return nil
    }

    /// Whether `type` is generic or in a generic context: generic itself, nested in a generic
    /// type, or inheriting from a generic class (`class Card: Box<Int>`). Such classes cannot
    /// have Objective-C members in extensions on Darwin either.
    public func isInGenericContext(_ type: IndexedType) -> Bool {
        for member in lineage(of: type) {
            if member.isGeneric || member.superclassIsSpecialized { return true }
            let parts = member.name.split(separator: ".").map(String.init)
            for depth in 1..<max(parts.count, 1) where types[parts.prefix(depth).joined(separator: ".")]?.isGeneric == true {
                return true
            }
        }
        return false
    }

    /// The types that have a method named `baseName` with `labels` (any when `nil`).
    public func types(withMethod baseName: String, labels: [String?]?) -> [IndexedType] {
        typeOrder.compactMap { types[$0] }.filter { type in
            type.methods.contains { $0.baseName == baseName && (labels == nil || $0.labels == labels) }
        }
    }

    /// The optional method requirements named `baseName`.
    public func optionalMethodRequirements(named baseName: String) -> [OptionalRequirement] {
        optionalRequirements.filter { $0.isMethod && $0.baseName == baseName }
    }

    /// The `@IBDesignable` classes, in the order they were declared.
    public var designableClasses: [IndexedType] {
        typeOrder.compactMap { types[$0] }.filter { $0.kind == .class && $0.isDesignable }
    }

    /// `Outer.Inner<T>` without its generic arguments: `Outer.Inner`.
    static func withoutGenericArguments(_ written: String) -> String {
        var result = ""
        var depth = 0
        for character in written where !character.isWhitespace {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 { result.append(character) }
        }
        return result
    }

    /// The names of the types enclosing the qualified name `name`: `["A", "B"]` for `A.B.C`.
    static func enclosingScope(of name: String) -> [String] {
        Array(name.split(separator: ".").map(String.init).dropLast())
    }
}
