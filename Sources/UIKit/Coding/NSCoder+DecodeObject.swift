import Foundation

/// `decodeObject(of:forKey:)` answering nil for an absent key, as on Darwin: Foundation on
/// Linux stops the process there instead. Non-generic overloads for Foundation's value
/// classes win over Foundation's generic method; the generic one covers UIKit classes that
/// are not `NSCoding` here (colors, fonts, images), so the call compiles as on iOS.
extension NSCoder {
    /// The object of class `cls` under `key`; nil when absent or of another class.
    public func decodeObject<DecodedObjectType: NSObject>(of cls: DecodedObjectType.Type, forKey key: String) -> DecodedObjectType? {
        decoded(cls, forKey: key)
    }
    /// The string under `key`; nil when absent or not a string.
    public func decodeObject(of cls: NSString.Type, forKey key: String) -> NSString? { decoded(cls, forKey: key) }
    /// The number under `key`; nil when absent or not a number.
    public func decodeObject(of cls: NSNumber.Type, forKey key: String) -> NSNumber? { decoded(cls, forKey: key) }
    /// The array under `key`; nil when absent or not an array.
    public func decodeObject(of cls: NSArray.Type, forKey key: String) -> NSArray? { decoded(cls, forKey: key) }
    /// The dictionary under `key`; nil when absent or not a dictionary.
    public func decodeObject(of cls: NSDictionary.Type, forKey key: String) -> NSDictionary? { decoded(cls, forKey: key) }
    /// The data under `key`; nil when absent or not data.
    public func decodeObject(of cls: NSData.Type, forKey key: String) -> NSData? { decoded(cls, forKey: key) }
    /// The date under `key`; nil when absent or not a date.
    public func decodeObject(of cls: NSDate.Type, forKey key: String) -> NSDate? { decoded(cls, forKey: key) }
    /// The URL under `key`; nil when absent or not a URL.
    public func decodeObject(of cls: NSURL.Type, forKey key: String) -> NSURL? { decoded(cls, forKey: key) }
    /// The attributed string under `key`; nil when absent or not one.
    public func decodeObject(of cls: NSAttributedString.Type, forKey key: String) -> NSAttributedString? { decoded(cls, forKey: key) }

    private func decoded<T: NSObject>(_ cls: T.Type, forKey key: String) -> T? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(of: [cls], forKey: key) as? T
    }
}
