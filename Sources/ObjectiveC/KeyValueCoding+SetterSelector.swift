extension KeyValueCoding {
    /// The setter selectors Darwin's `setValue(_:forKey:)` looks for, in order: `set<Key>:`,
    /// then `_set<Key>:` (`"titleLabel"` → `setTitleLabel:`, `_setTitleLabel:`).
    static func setterNames(forKey key: String) -> [String] {
        let capitalized = key.prefix(1).uppercased() + key.dropFirst()
        return ["set\(capitalized):", "_set\(capitalized):"]
    }

    /// The invoker of a setter selector registered for `key` for the class of `object` or its
    /// nearest superclass, with how far up that class is; `set<Key>:` before `_set<Key>:` for
    /// the same class.
    static func setterSelector(for key: String, of object: AnyObject) -> (invoker: SelectorInvoker, depth: Int)? {
        guard !key.isEmpty else { return nil }
        let found = setterNames(forKey: key).compactMap { SelectorRegistry.shared.lookUp(named: $0, for: type(of: object)) }
        return found.min { $0.depth < $1.depth }
    }

    /// Sets `key` of `object` to `value` by performing a setter selector's invoker; records an
    /// issue when the value does not fit the property.
    static func perform(_ invoker: SelectorInvoker, setting value: Any?, forKey key: String, of object: AnyObject) {
        let result = MainActorBridge.call({ (input: (SelectorInvoker, AnyObject, Any?)) in
            input.0.invoke(input.1, [input.2])
        }, with: (invoker, object, value))
        guard result is SelectorArgumentMismatch else { return }
        ObjCRuntimeIssues.report("setValue(_:forKey: \"\(key)\") on \(ClassHierarchy.className(of: object)): a value of type "
            + "\(ClassHierarchy.typeName(of: value)) does not fit the property; nothing was changed.")
    }
}
