import Foundation

/// Key-value coding on `NSObject`, with Darwin's names; see `KeyValueCoding` for how keys
/// are found. Where Darwin raises `NSUndefinedKeyException`, these record an
/// `ObjCRuntimeIssues` message and return `nil` or change nothing.
extension NSObject {
    /// The value of the property named `key`.
    public func value(forKey key: String) -> Any? {
        KeyValueCoding.value(forKey: key, of: self)
    }

    /// Sets the property named `key` to `value` through its registered setter.
    public func setValue(_ value: Any?, forKey key: String) {
        KeyValueCoding.setValue(value, forKey: key, of: self)
    }

    /// The value at `keyPath` (`"layer.cornerRadius"`), read key by key through the values
    /// on the way (objects and structures alike); `nil` when one of them is `nil`.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any = self
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = KeyValueCoding.value(forKey: String(key), of: current) else { return nil }
            current = next
        }
        return current
    }

    /// Sets the value at `keyPath`: the last key is set on the object the rest of the path
    /// reads. A path through a structure (`"frame.size.width"`) cannot be written and is
    /// recorded as an issue, as is a `nil` on the way.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = keys.last, keys.count > 1 else {
            setValue(value, forKey: keyPath)
            return
        }
        let ownerPath = keys.dropLast().joined(separator: ".")
        let owner = self.value(forKeyPath: ownerPath)
        guard let owner = ClassHierarchy.flattened(owner) else {
            ObjCRuntimeIssues.report("setValue(_:forKeyPath: \"\(keyPath)\") on \(ClassHierarchy.className(of: self)): "
                + "\"\(ownerPath)\" is nil; nothing was changed.")
            return
        }
        guard type(of: owner) is AnyClass else {
            ObjCRuntimeIssues.report("setValue(_:forKeyPath: \"\(keyPath)\") on \(ClassHierarchy.className(of: self)): "
                + "\"\(ownerPath)\" is a \(ClassHierarchy.typeName(of: owner)), a value and not an object, so its "
                + "\"\(last)\" cannot be set in place; nothing was changed. Set \"\(ownerPath)\" to a changed copy instead.")
            return
        }
        KeyValueCoding.setValue(value, forKey: last, of: owner as AnyObject)
    }

    /// Sets each key of `keyedValues` to its value; `NSNull` sets `nil`.
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues.sorted(by: { $0.key < $1.key }) {
            setValue(value is NSNull ? nil : value, forKey: key)
        }
    }

    /// The values of `keys`, with `NSNull` for those that are `nil`.
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        var values: [String: Any] = [:]
        for key in keys {
            values[key] = value(forKey: key) ?? NSNull()
        }
        return values
    }
}
