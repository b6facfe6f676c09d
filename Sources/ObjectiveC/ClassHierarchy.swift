/// Walks a class and its superclasses, as the Objective-C runtime does to find a method.
enum ClassHierarchy {
    /// `type` first, then each superclass up to the root class.
    static func lineage(of type: AnyClass) -> [AnyClass] {
        var classes: [AnyClass] = [type]
        var current: AnyClass = type
        while let superclass = _getSuperclass(current) {
            classes.append(superclass)
            current = superclass
        }
        return classes
    }

    /// The name of `type` as messages show it (`Module.Name` without the module).
    static func name(of type: Any.Type) -> String {
        let full = String(reflecting: type)
        guard let dot = full.firstIndex(of: ".") else { return full }
        return String(full[full.index(after: dot)...])
    }

    /// The name of the class of `object`.
    static func className(of object: AnyObject) -> String {
        name(of: type(of: object))
    }

    /// The dynamic type of `value` as messages show it, `nil` as `nil`.
    static func typeName(of value: Any?) -> String {
        guard let value = flattened(value) else { return "nil" }
        return name(of: type(of: value))
    }

    /// `value` with any levels of `Optional` removed: `nil` when one of them is empty.
    static func flattened(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let optional = value as? any OptionalValue { return optional.wrappedAny }
        return value
    }
}

/// `Optional`, seen through `Any`: lets generic code tell `nil` of any optional type.
protocol OptionalValue {
    /// The wrapped value, flattened, or `nil`.
    var wrappedAny: Any? { get }
    /// This optional type's `nil`.
    static var none: Self { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? {
        switch self {
        case .none: nil
        case .some(let wrapped): ClassHierarchy.flattened(wrapped)
        }
    }
}
