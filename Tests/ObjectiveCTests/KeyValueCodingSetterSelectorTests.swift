import ObjectiveC
import Testing

/// A control-like class whose inspectable `level` is private to its file: key-value coding
/// writes it only through a registered `set<Key>:` (or `_set<Key>:`) selector.
class Gauge: NSObject {
    private var level: Double = 0
    private var needle = "up"
    var tint = "blue"

    var currentLevel: Double { level }
    var currentNeedle: String { needle }

    nonisolated fileprivate static func registerGaugeSetters() {
        _ = Selector("setLevel:", target: Gauge.self, invoke: { target, arguments in
            Selector.assign(arguments, to: \Gauge.level, of: target)
        })
        _ = Selector("_setNeedle:", target: Gauge.self, invoke: { target, arguments in
            Selector.assign(arguments, to: \Gauge.needle, of: target)
        })
    }
}

/// A subclass that overrides `tint` by its own setter selector, nearer than the accessor
/// registered for `Gauge`.
final class LoudGauge: Gauge {
    var shouted = ""

    nonisolated fileprivate static func registerLoudGaugeSetters() {
        _ = Selector("setTint:", target: LoudGauge.self, invoke: { target, arguments in
            Selector.assign(arguments, to: \LoudGauge.shouted, of: target)
        })
    }
}

@Suite("Key-value coding through setter selectors")
struct KeyValueCodingSetterSelectorTests {
    init() {
        Gauge.registerGaugeSetters()
        LoudGauge.registerLoudGaugeSetters()
        KeyValueCoding.register(Gauge.self, key: "tint", \.tint)
    }

    @Test("setValue(_:forKey:) performs a registered set<Key>: selector, converting numbers, for subclasses too")
    func setterSelector() {
        let gauge = Gauge()
        let loud = LoudGauge()
        let ((), issues) = ObjCRuntimeIssues.collecting {
            gauge.setValue(3, forKey: "level")
            loud.setValue(NSNumber(value: 0.5), forKey: "level")
        }
        #expect(issues.isEmpty, "\(issues)")
        #expect(gauge.currentLevel == 3)
        #expect(loud.currentLevel == 0.5)
    }

    @Test("_set<Key>: is found when there is no set<Key>:, as on Darwin")
    func underscoredSetter() {
        let gauge = Gauge()
        let ((), issues) = ObjCRuntimeIssues.collecting { gauge.setValue("down", forKey: "needle") }
        #expect(issues.isEmpty, "\(issues)")
        #expect(gauge.currentNeedle == "down")
    }

    @Test("A value that does not fit leaves the property unchanged and says why")
    func mismatch() {
        let gauge = Gauge()
        gauge.setValue(2, forKey: "level")
        let ((), issues) = ObjCRuntimeIssues.collecting {
            gauge.setValue("high", forKey: "level")
            gauge.setValue(nil, forKey: "level")
        }
        #expect(gauge.currentLevel == 2)
        #expect(issues.count == 2)
        #expect(issues.first?.contains("setValue(_:forKey: \"level\") on Gauge: a value of type String does not fit the property") == true)
    }

    @Test("The setter of the nearer class wins: a subclass's selector over a superclass's registered accessor")
    func nearestClassWins() {
        let gauge = Gauge()
        let loud = LoudGauge()
        gauge.setValue("red", forKey: "tint")
        loud.setValue("RED", forKey: "tint")
        #expect(gauge.tint == "red")
        #expect(loud.tint == "blue")
        #expect(loud.shouted == "RED")
    }

    @Test("A readable key without accessor or selector says how to make it settable")
    func noSetter() {
        let gauge = Gauge()
        let ((), issues) = ObjCRuntimeIssues.collecting { gauge.setValue(1, forKey: "currentLevel") }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("mark the property @IBOutlet or @IBInspectable in a mirrored file") == true)
        #expect(gauge.currentLevel == 0)
    }
}
