import Foundation
import ObjectiveC
import QuartzCore

/// The properties of UIKit's and Core Animation's classes that key-value coding reads and
/// writes by name here (Swift cannot reach a property by name on Linux): those documents set
/// as user-defined runtime attributes (`layer.cornerRadius`, `layer.borderWidth`,
/// `clipsToBounds`, ...) and code sets with `setValue(_:forKeyPath:)`. Registered once, when
/// the first document loads.
@MainActor
enum UIKitKeyValueAccessors {
    static let registered: Void = {
        register(UIView.self, "layer", get: { $0.layer })
        register(UIView.self, "backgroundColor", get: { $0.backgroundColor }, set: { (view, color: UIColor?) in view.backgroundColor = color })
        register(UIView.self, "tintColor", get: { $0.tintColor }, set: { (view, color: UIColor?) in view.tintColor = color })
        register(UIView.self, "alpha", get: { $0.alpha }, set: { (view, alpha: CGFloat) in view.alpha = alpha })
        register(UIView.self, "hidden", get: { $0.isHidden }, set: { (view, hidden: Bool) in view.isHidden = hidden })
        register(UIView.self, "tag", get: { $0.tag }, set: { (view, tag: Int) in view.tag = tag })
        register(UIView.self, "clipsToBounds", get: { $0.clipsToBounds }, set: { (view, clips: Bool) in view.clipsToBounds = clips })
        register(UIView.self, "userInteractionEnabled", get: { $0.isUserInteractionEnabled },
                 set: { (view, enabled: Bool) in view.isUserInteractionEnabled = enabled })
        register(UIView.self, "accessibilityIdentifier", get: { $0.accessibilityIdentifier },
                 set: { (view, identifier: String?) in view.accessibilityIdentifier = identifier })
        register(UIView.self, "accessibilityLabel", get: { $0.accessibilityLabel }, set: { (view, label: String?) in view.accessibilityLabel = label })
        register(UILabel.self, "text", get: { $0.text }, set: { (label, text: String?) in label.text = text })
        register(UILabel.self, "textColor", get: { $0.textColor }, set: { (label, color: UIColor?) in label.textColor = color })
        register(UILabel.self, "numberOfLines", get: { $0.numberOfLines }, set: { (label, lines: Int) in label.numberOfLines = lines })
        register(CALayer.self, "cornerRadius", get: { $0.cornerRadius }, set: { (layer, radius: CGFloat) in layer.cornerRadius = radius })
        register(CALayer.self, "borderWidth", get: { $0.borderWidth }, set: { (layer, width: CGFloat) in layer.borderWidth = width })
        register(CALayer.self, "masksToBounds", get: { $0.masksToBounds }, set: { (layer, masks: Bool) in layer.masksToBounds = masks })
        register(CALayer.self, "opacity", get: { $0.opacity }, set: { (layer, opacity: Float) in layer.opacity = opacity })
        register(CALayer.self, "shadowOpacity", get: { $0.shadowOpacity }, set: { (layer, opacity: Float) in layer.shadowOpacity = opacity })
        register(CALayer.self, "shadowRadius", get: { $0.shadowRadius }, set: { (layer, radius: CGFloat) in layer.shadowRadius = radius })
        register(CALayer.self, "shadowOffset", get: { $0.shadowOffset }, set: { (layer, offset: CGSize) in layer.shadowOffset = offset })
        register(CALayer.self, "borderColor", get: { $0.borderColor }, set: { (layer, color: CGColor?) in layer.borderColor = color })
        register(CALayer.self, "shadowColor", get: { $0.shadowColor }, set: { (layer, color: CGColor?) in layer.shadowColor = color })
    }()

    private static func register<Object: AnyObject, Value>(_ type: Object.Type, _ key: String, get: @escaping @MainActor @Sendable (Object) -> Value,
                                                           set: (@MainActor @Sendable (Object, Value) -> Void)? = nil) {
        let getter: @MainActor @Sendable (Object) -> Any? = { object in get(object) }
        var setter: (@MainActor @Sendable (Object, Any?) -> Bool)?
        if let set {
            setter = { object, value in
                guard let converted = KeyValueCoding.convert(value, to: Value.self) else { return false }
                set(object, converted)
                return true
            }
        }
        KeyValueCoding.register(type, key: key, get: getter, set: setter)
    }
}
