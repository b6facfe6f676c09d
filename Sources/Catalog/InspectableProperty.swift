/// A property a catalog shows and can set, as `@IBInspectable` marks them: a name, the
/// property's key path (so its type is the compiler's business) and its value as text.
/// Any type Interface Builder inspects works (numbers, `Bool`, `String`, `CGPoint`,
/// `CGSize`, `CGRect`, `UIColor`, `UIImage`, optionals of them) and enumerations with text
/// raw values.
///
/// ```swift
/// InspectableProperty("cornerRadius", \RoundedCard.cornerRadius)
/// ```
public struct InspectableProperty<Component: AnyObject>: @unchecked Sendable {
    /// The property's name, as the catalog shows it.
    public let name: String
    /// The property's Swift type, e.g. `CGFloat` or `Optional<UIColor>`.
    public let typeName: String
    private let get: @MainActor (Component) -> String
    private let set: @MainActor (Component, String) -> Bool

    /// A property of any inspectable type.
    public init<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Component, Value>) {
        self.name = name
        typeName = TypeName.of(Value.self)
        // Key paths to main-actor properties are not Sendable; they are only used on the
        // thread that renders the component.
        nonisolated(unsafe) let keyPath = keyPath
        get = { InspectableText.text(of: $0[keyPath: keyPath]) }
        set = { component, text in
            guard let value: Value = InspectableText.value(from: text) else { return false }
            component[keyPath: keyPath] = value
            return true
        }
    }

    /// A property of an enumeration with text raw values (an icon name, say).
    public init<Value: RawRepresentable>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Component, Value>) where Value.RawValue == String {
        self.name = name
        typeName = TypeName.of(Value.self)
        nonisolated(unsafe) let keyPath = keyPath
        get = { $0[keyPath: keyPath].rawValue }
        set = { component, text in
            guard let value = Value(rawValue: text) else { return false }
            component[keyPath: keyPath] = value
            return true
        }
    }

    /// The property's value on `component`, as text.
    @MainActor
    public func read(_ component: Component) -> String {
        get(component)
    }

    /// Sets the property on `component` from `text`; returns false (and changes nothing)
    /// when `text` is not a value of the property's type.
    @MainActor
    @discardableResult
    public func write(_ text: String, to component: Component) -> Bool {
        set(component, text)
    }
}
