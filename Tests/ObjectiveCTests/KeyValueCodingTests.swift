import ObjectiveC
import Testing

/// A property wrapper, to check that its storage reads as the wrapped value.
@propertyWrapper
struct Clamped {
    private var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 100) }
    }

    init(wrappedValue: Int) {
        value = min(max(wrappedValue, 0), 100)
    }
}

/// A layer-like class whose `opacity` is registered, as the product's QuartzCore will.
final class ShapeLayer: NSObject {
    var opacity: Float = 1
    var cornerRadius: Double = 0
}

/// A view-like class with stored properties of several kinds.
class CardView: NSObject {
    var title = "Hello"
    var subtitle: String? = nil
    var isHighlighted = true
    @Clamped var progress = 250
    lazy var details: String = "computed"
    let layer = ShapeLayer()
    var frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    var badge: Int = 0
}

final class FancyCardView: CardView {
    var sparkle = 3
}

@Suite("Key-value coding")
struct KeyValueCodingTests {
    init() {
        KeyValueCoding.register(ShapeLayer.self, key: "opacity", \.opacity)
        KeyValueCoding.register(ShapeLayer.self, key: "cornerRadius", get: { $0.cornerRadius }, set: { layer, value in
            guard let radius = KeyValueCoding.convert(value, to: Double.self) else { return false }
            layer.cornerRadius = radius
            return true
        })
        KeyValueCoding.register(CardView.self, key: "badge", \.badge)
        KeyValueCoding.register(CardView.self, key: "shout", get: { $0.title.uppercased() })
    }

    @Test("Stored properties read by reflection, including a superclass's, optionals, Bool as isKey, wrappers and lazy storage")
    func reflection() {
        let view = FancyCardView()
        let (values, issues) = ObjCRuntimeIssues.collecting {
            (view.value(forKey: "title"), view.value(forKey: "subtitle"), view.value(forKey: "highlighted"),
             view.value(forKey: "progress"), view.value(forKey: "sparkle"))
        }
        #expect(values.0 as? String == "Hello")
        #expect(values.1 == nil)
        #expect(values.2 as? Bool == true)
        #expect(values.3 as? Int == 100)
        #expect(values.4 as? Int == 3)
        #expect(issues.isEmpty)
        _ = view.details
        #expect(view.value(forKey: "details") as? String == "computed")
    }

    @Test("Registered accessors read and write, with numeric conversion, for subclasses too")
    func registered() {
        let view = FancyCardView()
        #expect(view.value(forKey: "shout") as? String == "HELLO")
        let ((), issues) = ObjCRuntimeIssues.collecting {
            view.setValue(5, forKey: "badge")
            view.layer.setValue(0.5, forKey: "opacity")
            view.layer.setValue(NSNumber(value: 12), forKey: "cornerRadius")
        }
        #expect(issues.isEmpty)
        #expect(view.badge == 5)
        #expect(view.layer.opacity == 0.5)
        #expect(view.layer.cornerRadius == 12)
        #expect(view.layer.value(forKey: "opacity") as? Float == 0.5)
    }

    @Test("Unknown keys, read-only keys and values of the wrong type record an issue and change nothing")
    func issues() {
        let view = CardView()
        let ((), issues) = ObjCRuntimeIssues.collecting {
            #expect(view.value(forKey: "nonexistent") == nil)
            view.setValue("New", forKey: "title")
            view.setValue("x", forKey: "shout")
            view.setValue("seven", forKey: "badge")
            view.setValue(1, forKey: "nonexistent")
        }
        #expect(view.title == "Hello")
        #expect(view.badge == 0)
        #expect(issues.count == 5)
        #expect(issues[0].contains("value(forKey: \"nonexistent\") on CardView: no such key"))
        #expect(issues[1].contains("the key can be read but no setter is registered"))
        #expect(issues[1].contains("KeyValueCoding.register(CardView.self, key: \"title\""))
        #expect(issues[2].contains("read-only"))
        #expect(issues[3].contains("a value of type String does not fit"))
        #expect(issues[4].contains("no such key"))
    }

    @Test("Key paths read through objects and structures, and write through objects")
    func keyPaths() {
        let view = CardView()
        #expect(view.value(forKeyPath: "layer.opacity") as? Float == 1)
        #expect(view.value(forKeyPath: "frame.size.width") as? CGFloat == 30)
        view.setValue(7.5, forKeyPath: "layer.cornerRadius")
        #expect(view.layer.cornerRadius == 7.5)
        let ((), issues) = ObjCRuntimeIssues.collecting {
            view.setValue(1, forKeyPath: "frame.size.width")
            view.setValue(1, forKeyPath: "subtitle.count")
        }
        #expect(view.frame.width == 30)
        #expect(issues.count == 2)
        #expect(issues[0].contains("a value and not an object"))
        #expect(issues[1].contains("\"subtitle\" is nil"))
    }

    @Test("setValuesForKeys and dictionaryWithValues(forKeys:) go key by key; NSNull stands for nil")
    func dictionaries() {
        let view = CardView()
        view.setValuesForKeys(["badge": 9])
        #expect(view.badge == 9)
        let values = view.dictionaryWithValues(forKeys: ["title", "subtitle", "badge"])
        #expect(values["title"] as? String == "Hello")
        #expect(values["subtitle"] is NSNull)
        #expect(values["badge"] as? Int == 9)
    }
}
