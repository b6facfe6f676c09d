import Foundation

/// The keys Interface Builder archives a view's basic properties under, which
/// `UIView.init?(coder:)` reads and `encode(with:)` writes: the geometry (bounds and
/// center), visibility, the autoresizing settings, the tag, touch handling, opacity,
/// clipping and the background color. Keys a coder does not contain leave the defaults.
enum ViewCodingKeys {
    static let bounds = "UIBounds"
    static let center = "UICenter"
    static let hidden = "UIHidden"
    static let autoresizesSubviews = "UIAutoresizeSubviews"
    static let autoresizingMask = "UIAutoresizingMask"
    static let tag = "UITag"
    static let multipleTouchEnabled = "UIMultipleTouchEnabled"
    static let opaque = "UIOpaque"
    static let clipsToBounds = "UIClipsToBounds"
    static let backgroundColor = "UIBackgroundColor"
}

extension UIView {
    /// Sets what `coder` holds under Interface Builder's keys.
    func decodeViewProperties(from coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        typealias Keys = ViewCodingKeys
        if coder.containsValue(forKey: Keys.bounds) { bounds = coder.decodeCGRect(forKey: Keys.bounds) }
        if coder.containsValue(forKey: Keys.center) { center = coder.decodeCGPoint(forKey: Keys.center) }
        if coder.containsValue(forKey: Keys.hidden) { isHidden = coder.decodeBool(forKey: Keys.hidden) }
        if coder.containsValue(forKey: Keys.autoresizesSubviews) { autoresizesSubviews = coder.decodeBool(forKey: Keys.autoresizesSubviews) }
        if coder.containsValue(forKey: Keys.autoresizingMask) {
            autoresizingMask = AutoresizingMask(rawValue: UInt(max(0, coder.decodeInteger(forKey: Keys.autoresizingMask))))
        }
        if coder.containsValue(forKey: Keys.tag) { tag = coder.decodeInteger(forKey: Keys.tag) }
        if coder.containsValue(forKey: Keys.multipleTouchEnabled) { isMultipleTouchEnabled = coder.decodeBool(forKey: Keys.multipleTouchEnabled) }
        if coder.containsValue(forKey: Keys.opaque) { isOpaque = coder.decodeBool(forKey: Keys.opaque) }
        if coder.containsValue(forKey: Keys.clipsToBounds) { clipsToBounds = coder.decodeBool(forKey: Keys.clipsToBounds) }
        if coder.containsValue(forKey: Keys.backgroundColor), let color = coder.decodeObject(forKey: Keys.backgroundColor) as? UIColor {
            backgroundColor = color
        }
    }

    /// Writes the view's properties under Interface Builder's keys.
    func encodeViewProperties(with coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        typealias Keys = ViewCodingKeys
        coder.encode(bounds, forKey: Keys.bounds)
        coder.encode(center, forKey: Keys.center)
        coder.encode(isHidden, forKey: Keys.hidden)
        coder.encode(autoresizesSubviews, forKey: Keys.autoresizesSubviews)
        coder.encode(Int(autoresizingMask.rawValue), forKey: Keys.autoresizingMask)
        coder.encode(tag, forKey: Keys.tag)
        coder.encode(isMultipleTouchEnabled, forKey: Keys.multipleTouchEnabled)
        coder.encode(isOpaque, forKey: Keys.opaque)
        coder.encode(clipsToBounds, forKey: Keys.clipsToBounds)
    }
}

/// Views archive and unarchive their basic properties, as on iOS.
extension UIView: @preconcurrency NSCoding {}

/// Controllers archive and unarchive their state, as on iOS.
extension UIViewController: @preconcurrency NSCoding {}
