import Foundation

/// A class whose class object answers key-value coding, as Darwin's reads a class's class
/// properties and parameterless class methods by name
/// (`UIApplication.value(forKey: "sharedApplication")`, which app-extension-safe code uses).
/// Swift cannot list a class's methods, so classes name their keys here; the product's UIKit
/// does for `UIApplication`.
package protocol ClassKeyValueCoding: AnyObject {
    /// The value of the class-level `key`: `.some(value)`, or `nil` when the class has no such key.
    @MainActor static func classValue(forKey key: String) -> Any??
}

extension NSObject {
    /// The value of the class property or parameterless class method named `key`, read from
    /// the class object as Darwin's key-value coding does; `nil`, and an `ObjCRuntimeIssues`
    /// message, for a key the class does not answer (Darwin raises `NSUndefinedKeyException`).
    public class func value(forKey key: String) -> Any? {
        if let coding = self as? any ClassKeyValueCoding.Type,
           let found = MainActorBridge.call({ (input: (any ClassKeyValueCoding.Type, String)) in input.0.classValue(forKey: input.1) },
                                            with: (coding, key)) {
            return found
        }
        ObjCRuntimeIssues.report("value(forKey: \"\(key)\") on the class \(ClassHierarchy.name(of: self)): no such class-level key "
            + "(only the class keys the product knows, such as UIApplication's sharedApplication, are answered); returned nil. "
            + "Read the class property in code instead.")
        return nil
    }
}
