import Foundation
import InterfaceBuilder

/// The coder `init?(coder:)` receives for an object of an Interface Builder document: it
/// answers the keys iOS's nib decoder archives a view's basic properties under (`UIBounds`,
/// `UICenter`, `UIHidden`, `UITag`, `UIBackgroundColor`, ...) from the object's element, and
/// nothing for other keys, so a team's `required init?(coder:)` that reads its own state
/// (`coder.decodeInteger(forKey: "count")`) gets 0 or nil as it does from a storyboard on iOS.
/// The rest of the element (text, fonts, subviews, constraints) is applied by the loading in
/// progress when `UIView.init?(coder:)` or `UIViewController.init?(coder:)` runs.
final class NibObjectCoder: NSCoder {
    /// The object's element.
    let element: IBElement
    /// The loading the object is part of.
    let loading: NibLoading
    /// Values by key, as iOS's nib decoder has them.
    private let values: [String: Any]

    @MainActor
    init(element: IBElement, loading: NibLoading) {
        self.element = element
        self.loading = loading
        self.values = Self.archivedValues(of: element, loading: loading)
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool { values[key] != nil }

    override func decodeObject(forKey key: String) -> Any? { values[key] }

    override func decodeBool(forKey key: String) -> Bool {
        (values[key] as? Bool) ?? ((values[key] as? NSNumber)?.boolValue ?? false)
    }

    override func decodeInteger(forKey key: String) -> Int { number(key)?.intValue ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { number(key)?.int32Value ?? 0 }
    override func decodeInt64(forKey key: String) -> Int64 { number(key)?.int64Value ?? 0 }
    override func decodeDouble(forKey key: String) -> Double { number(key)?.doubleValue ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { number(key)?.floatValue ?? 0 }

    private func number(_ key: String) -> NSNumber? {
        switch values[key] {
        case let number as NSNumber: return number
        case let bool as Bool: return NSNumber(value: bool)
        case let int as Int: return NSNumber(value: int)
        case let double as Double: return NSNumber(value: double)
        default: return nil
        }
    }

    /// The keys of UIView's archive that the element gives values for. Geometry is in
    /// Foundation's string form (`{{0, 0}, {80, 56}}`), which `decodeCGRect(forKey:)` reads.
    @MainActor
    private static func archivedValues(of element: IBElement, loading: NibLoading) -> [String: Any] {
        var values: [String: Any] = [:]
        if let frame = element.child(key: "frame", named: "rect").flatMap(IBRectValue.init) {
            values["UIBounds"] = "{{0, 0}, {\(frame.width), \(frame.height)}}" as NSString
            values["UICenter"] = "{\(frame.x + frame.width / 2), \(frame.y + frame.height / 2)}" as NSString
        }
        if let hidden = element.bool("hidden") { values["UIHidden"] = hidden }
        if let tag = element.number("tag") { values["UITag"] = Int(tag) }
        if let clips = element.bool("clipsSubviews") { values["UIClipsToBounds"] = clips }
        if let opaque = element.bool("opaque") { values["UIOpaque"] = opaque }
        if let multiple = element.bool("multipleTouchEnabled") { values["UIMultipleTouchEnabled"] = multiple }
        if let autoresizes = element.bool("autoresizesSubviews") { values["UIAutoresizeSubviews"] = autoresizes }
        if let mask = element.child(key: "autoresizingMask", named: "autoresizingMask") {
            values["UIAutoresizingMask"] = Int(NibValues.autoresizingMask(mask).rawValue)
        }
        if let color = element.child(key: "backgroundColor", named: "color"), let resolved = loading.color(color) {
            values["UIBackgroundColor"] = resolved
        }
        if let text = element["text"] { values["UIText"] = text as NSString }
        if let title = element["title"] { values["UITitle"] = title as NSString }
        if let identifier = element["restorationIdentifier"] { values["UIRestorationIdentifier"] = identifier as NSString }
        if let identifier = element["storyboardIdentifier"] { values["UIStoryboardIdentifier"] = identifier as NSString }
        return values
    }
}
