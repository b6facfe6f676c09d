import Foundation

/// The storage of `@NSManaged` properties in mirrored code: uikit-mirror turns
/// `@NSManaged var name: String?` into a computed property that reads and writes here, by
/// object and property name. Key-value coding reads these values too.
///
/// There is no Core Data behind it: the values are plain storage that lives as long as the
/// object, enough for views that display model objects.
public enum ManagedStorage {
    private static let values = ObjectSideTable<String>()

    /// The value of the property `key` of `object`. An optional property that was never set
    /// reads as `nil`; reading a non-optional one that was never set stops the program with
    /// a message, as Core Data does.
    public static func value<Value>(_ object: AnyObject, _ key: String) -> Value {
        let optionalNone = (Value.self as? any OptionalValue.Type)?.none as? Value
        guard let stored = values.value(for: object, key: key) else {
            if let optionalNone { return optionalNone }
            fatalError("@NSManaged property '\(key)' of \(ClassHierarchy.className(of: object)) was read before it was "
                + "set (it is not optional, so there is no value to return). Set it first, or declare it optional.")
        }
        if let value = KeyValueCoding.convert(stored, to: Value.self) { return value }
        let message = "@NSManaged property '\(key)' of \(ClassHierarchy.className(of: object)) holds a "
            + "\(ClassHierarchy.typeName(of: stored)), not a \(Value.self); it was set through key-value coding or "
            + "to-many helpers with a value of another type."
        if let optionalNone {
            ObjCRuntimeIssues.report(message + " Read as nil.")
            return optionalNone
        }
        fatalError(message)
    }

    /// Sets the property `key` of `object` to `value`.
    public static func setValue<Value>(_ value: Value, _ object: AnyObject, _ key: String) {
        values.setValue(ClassHierarchy.flattened(value), for: object, key: key)
    }

    /// Adds `value` (one object, or each element of a set) to the to-many property `key`, as
    /// Core Data's generated `addToItems(_:)` does.
    public static func add(_ value: Any, to key: String, of object: AnyObject) {
        let current = values.value(for: object, key: key) as? NSSet ?? NSSet()
        let added = value as? NSSet ?? NSSet(object: value)
        values.setValue(current.addingObjects(from: added.allObjects), for: object, key: key)
    }

    /// Removes `value` (one object, or each element of a set) from the to-many property
    /// `key`, as Core Data's generated `removeFromItems(_:)` does.
    public static func remove(_ value: Any, from key: String, of object: AnyObject) {
        let current = NSMutableSet(set: values.value(for: object, key: key) as? NSSet ?? NSSet())
        let removed = value as? NSSet ?? NSSet(object: value)
        for element in removed.allObjects { current.remove(element) }
        values.setValue(NSSet(set: current), for: object, key: key)
    }

    /// The stored value of `key`, for key-value coding: `nil` when the property has none.
    static func storedValue(of object: AnyObject, key: String) -> FoundValue? {
        guard let value = values.value(for: object, key: key) else { return nil }
        return FoundValue(value)
    }
}
