import Foundation

import Locking

/// Key-value coding without the Objective-C runtime: reading and writing properties by
/// name (`"opacity"`) and by key path (`"layer.cornerRadius"`).
///
/// Reading asks, in order: the accessors registered for the object's class or a superclass
/// (the product's UIKit and QuartzCore register theirs, e.g. `CALayer`'s `opacity`); the
/// object's stored properties, found by reflection (`key`, then Darwin's `_key`, `isKey` and
/// `_isKey`; property-wrapper and `lazy` storage give their value); the storage of
/// `@NSManaged` properties. Writing uses registered setters, and else, as Darwin looks for a
/// `set<Key>:` method, a selector registered under `set<Key>:` or `_set<Key>:` for the
/// object's class (the mirror registers one per `@IBOutlet` and `@IBInspectable` property):
/// Swift cannot write a stored property by name. Of the two, the one registered for the
/// nearer class of the object's lineage wins. A key that cannot be read or written records
/// an `ObjCRuntimeIssues` message and changes nothing.
package enum KeyValueCoding {
    private static let accessors = Locked<[ObjectIdentifier: [String: KeyAccessor]]>([:])

    /// Registers how to read `key` of instances of `type` and its subclasses, and how to
    /// write it when `set` is given (it returns false when the value is of another type).
    package static func register<Object: AnyObject>(
        _ type: Object.Type,
        key: String,
        get: @escaping @MainActor @Sendable (Object) -> Any?,
        set: (@MainActor @Sendable (Object, Any?) -> Bool)? = nil
    ) {
        let accessor = KeyAccessor(
            get: { object in
                guard let typed = object as? Object else { return nil }
                return get(typed)
            },
            set: set.map { set in
                { @MainActor @Sendable object, value in
                    guard let typed = object as? Object else { return false }
                    return set(typed, value)
                }
            }
        )
        accessors.withLock { $0[ObjectIdentifier(type), default: [:]][key] = accessor }
    }

    /// Registers `key` of `type` as the property at `keyPath`: read, and written with values
    /// converted to its type (numbers convert between numeric types, `nil` sets an optional).
    package static func register<Object: AnyObject, Value>(
        _ type: Object.Type,
        key: String,
        _ keyPath: ReferenceWritableKeyPath<Object, Value> & Sendable
    ) {
        register(type, key: key, get: { $0[keyPath: keyPath] }, set: { object, value in
            guard let converted = convert(value, to: Value.self) else { return false }
            object[keyPath: keyPath] = converted
            return true
        })
    }

    /// `value` as a `Value` the way key-value coding converts it: a cast, a numeric
    /// conversion (`Int` to `CGFloat`, `NSNumber` to `Float`), `nil` for an optional `Value`.
    package static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        Selector.fit([value], 0, type)
    }

    /// The value of `key` of `object`, or `nil` (and an issue) when no accessor, stored
    /// property or managed storage has it.
    package static func value(forKey key: String, of object: Any) -> Any? {
        if let found = lookUp(key, of: object) { return found.value }
        ObjCRuntimeIssues.report("value(forKey: \"\(key)\") on \(ClassHierarchy.typeName(of: object)): no such key "
            + "(no registered accessor, stored property or @NSManaged value); returned nil. Check the key's spelling, "
            + "or register an accessor with KeyValueCoding.register(_:key:get:set:).")
        return nil
    }

    /// Sets `key` of `object` to `value` through its registered setter; records an issue and
    /// changes nothing when there is none or it refuses the value.
    package static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) {
        let typeName = ClassHierarchy.className(of: object)
        let found = accessor(for: key, of: object)
        if let setter = setterSelector(for: key, of: object), found.map({ setter.depth < $0.depth || $0.accessor.set == nil }) ?? true {
            perform(setter.invoker, setting: value, forKey: key, of: object)
            return
        }
        guard let accessor = found?.accessor else {
            let readable = lookUp(key, of: object) != nil
            ObjCRuntimeIssues.report("setValue(_:forKey: \"\(key)\") on \(typeName): "
                + (readable ? "the key can be read but no setter is registered for it" : "no such key")
                + "; nothing was changed. Swift on Linux cannot write properties by name: mark the property @IBOutlet "
                + "or @IBInspectable in a mirrored file (the mirror registers its setter), register a setter with "
                + "KeyValueCoding.register(\(typeName).self, key: \"\(key)\", ...), or set the property in code.")
            return
        }
        guard let set = accessor.set else {
            ObjCRuntimeIssues.report("setValue(_:forKey: \"\(key)\") on \(typeName): the key is read-only; nothing was changed.")
            return
        }
        if !MainActorBridge.call({ (input: (AnyObject, Any?)) in set(input.0, input.1) }, with: (object, value)) {
            ObjCRuntimeIssues.report("setValue(_:forKey: \"\(key)\") on \(typeName): a value of type "
                + "\(ClassHierarchy.typeName(of: value)) does not fit the property; nothing was changed.")
        }
    }

    /// The value found for `key`, without reporting anything when there is none.
    static func lookUp(_ key: String, of object: Any) -> FoundValue? {
        let subject = ClassHierarchy.flattened(object) ?? object
        let isObject = type(of: subject) is AnyClass
        if isObject, let accessor = accessor(for: key, of: subject as AnyObject)?.accessor {
            return FoundValue(MainActorBridge.call(accessor.get, with: subject as AnyObject))
        }
        if let reflected = KeyValueReflection.value(of: subject, key: key) { return reflected }
        if isObject { return ManagedStorage.storedValue(of: subject as AnyObject, key: key) }
        return nil
    }

    /// The accessor registered for `key` for the class of `object` or its nearest superclass,
    /// with how far up that class is (0 for the object's own class).
    private static func accessor(for key: String, of object: AnyObject) -> (accessor: KeyAccessor, depth: Int)? {
        let lineage = ClassHierarchy.lineage(of: type(of: object))
        return accessors.withLock { table in
            for (depth, type): (Int, AnyClass) in lineage.enumerated() {
                if let accessor = table[ObjectIdentifier(type)]?[key] { return (accessor, depth) }
            }
            return nil
        }
    }
}

/// The registered getter and optional setter of one key.
private struct KeyAccessor: Sendable {
    let get: @MainActor @Sendable (AnyObject) -> Any?
    let set: (@MainActor @Sendable (AnyObject, Any?) -> Bool)?
}
