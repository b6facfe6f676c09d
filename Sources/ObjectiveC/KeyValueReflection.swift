/// A value found for a key: `value` may be `nil` (an optional property that is `nil`).
struct FoundValue {
    let value: Any?

    init(_ value: Any?) {
        self.value = ClassHierarchy.flattened(value)
    }
}

/// Reads stored properties by name through `Mirror`, the only reflection Swift has.
enum KeyValueReflection {
    /// The stored property of `subject` (or of a superclass) that Darwin's key-value coding
    /// would find for `key`: `key`, `_key`, `isKey` or `_isKey`. Property-wrapper storage
    /// (`_key`) gives its wrapped value; `lazy` storage its value once computed.
    static func value(of subject: Any, key: String) -> FoundValue? {
        guard !key.isEmpty else { return nil }
        let capitalized = key.prefix(1).uppercased() + key.dropFirst()
        let names = [key, "_\(key)", "is\(capitalized)", "_is\(capitalized)"]
        var mirror: Mirror? = Mirror(reflecting: subject)
        while let current = mirror {
            let children = Dictionary(current.children.compactMap { child in child.label.map { ($0, child.value) } },
                                      uniquingKeysWith: { first, _ in first })
            for name in names {
                if let value = children[name] { return FoundValue(name.hasPrefix("_") ? unwrappedStorage(value) : value) }
            }
            if let lazy = children["$__lazy_storage_$_\(key)"] { return FoundValue(lazy) }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// The wrapped value of property-wrapper storage (its `wrappedValue`, or its only stored
    /// property), else `storage` itself.
    private static func unwrappedStorage(_ storage: Any) -> Any? {
        let mirror = Mirror(reflecting: storage)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return storage }
        let children = Array(mirror.children)
        if let wrapped = children.first(where: { $0.label == "wrappedValue" }) { return wrapped.value }
        if children.count == 1, let only = children.first { return only.value }
        return storage
    }
}
