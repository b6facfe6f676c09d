import Foundation

/// How `objc_setAssociatedObject` holds a value, with Darwin's names and raw values.
///
/// Values are released when their owner is; atomic and non-atomic behave alike (every access
/// is thread-safe). `OBJC_ASSOCIATION_ASSIGN` holds objects weakly (where Darwin keeps a
/// dangling pointer, reading gives `nil`); the copy policies copy `NSCopying` values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference to an object; other values are kept as they are.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), else a strong reference.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (`NSCopying`), else a strong reference.
    case OBJC_ASSOCIATION_COPY = 771
}

/// The associated objects of every object, keyed by the key pointer's address.
let associatedObjects = ObjectSideTable<UInt>()

/// Associates `value` with `object` under `key` (the address of a static variable:
/// `&Keys.badge`), replacing what was there; `nil` removes the association.
///
/// `object` must be a class instance: a value type is boxed anew on every call, so nothing
/// stays associated with it (as on Darwin); that is recorded in `ObjCRuntimeIssues`.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = associationOwner(object, function: "objc_setAssociatedObject") else { return }
    let stored: Any? = value.map { value in
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            type(of: value) is AnyClass ? WeakAssociation(value as AnyObject) : value
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            (value as? NSCopying)?.copy(with: nil) ?? value
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            value
        }
    }
    associatedObjects.setValue(stored, for: owner, key: UInt(bitPattern: key))
}

/// The value associated with `object` under `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard type(of: object) is AnyClass else { return nil }
    let stored = associatedObjects.value(for: object as AnyObject, key: UInt(bitPattern: key))
    if let weak = stored as? WeakAssociation { return weak.object }
    return stored
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyClass else { return }
    associatedObjects.removeAll(for: object as AnyObject)
}

/// `object` as the owner of associations, or `nil` (and an issue) when it is a value.
private func associationOwner(_ object: Any, function: String) -> AnyObject? {
    guard type(of: object) is AnyClass else {
        ObjCRuntimeIssues.report("\(function): \(ClassHierarchy.typeName(of: object)) is a value type, and values "
            + "cannot carry associated objects; nothing was stored. Associate the value with a class instance instead.")
        return nil
    }
    return object as AnyObject
}

/// An object held weakly by `OBJC_ASSOCIATION_ASSIGN`.
private final class WeakAssociation: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
