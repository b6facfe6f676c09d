import Foundation

/// UIKit's geometry additions to `NSCoder`: decoding points, sizes and rectangles under
/// UIKit's names (Foundation on Linux encodes them with `encode(_:forKey:)`, in the same
/// string form), and encoding and decoding vectors, transforms, insets and offsets.
extension NSCoder {
    /// The point under `key` (zero when absent).
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodePoint(forKey: key) }
    /// The size under `key` (zero when absent).
    public func decodeCGSize(forKey key: String) -> CGSize { decodeSize(forKey: key) }
    /// The rectangle under `key` (zero when absent).
    public func decodeCGRect(forKey key: String) -> CGRect { decodeRect(forKey: key) }

    /// Encodes `vector` under `key`.
    public func encode(_ vector: CGVector, forKey key: String) {
        encode(NSCoder.string(for: vector) as NSString, forKey: key)
    }
    /// The vector under `key` (zero when absent).
    public func decodeCGVector(forKey key: String) -> CGVector { NSCoder.cgVector(for: decodedString(forKey: key)) }

    /// Encodes `transform` under `key`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSCoder.string(for: transform) as NSString, forKey: key)
    }
    /// The transform under `key` (identity when absent).
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        containsValue(forKey: key) ? NSCoder.cgAffineTransform(for: decodedString(forKey: key)) : .identity
    }

    /// Encodes `insets` under `key`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets) as NSString, forKey: key)
    }
    /// The insets under `key` (zero when absent).
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: decodedString(forKey: key)) }

    /// Encodes directional `insets` under `key`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets) as NSString, forKey: key)
    }
    /// The directional insets under `key` (zero when absent).
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        NSCoder.nsDirectionalEdgeInsets(for: decodedString(forKey: key))
    }

    /// Encodes `offset` under `key`.
    public func encode(_ offset: UIOffset, forKey key: String) {
        encode(NSCoder.string(for: offset) as NSString, forKey: key)
    }
    /// The offset under `key` (zero when absent).
    public func decodeUIOffset(forKey key: String) -> UIOffset { NSCoder.uiOffset(for: decodedString(forKey: key)) }

    /// The string under `key`, "" when absent or not a string.
    private func decodedString(forKey key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return (decodeObject(forKey: key) as? NSString).map { String(describing: $0) } ?? ""
    }
}
