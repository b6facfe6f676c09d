import ViewKit

/// A property a catalog may show and set, as `@IBInspectable` marks them: a name, the
/// property's key path (so its type is the compiler's business) and its value as text.
///
/// ```swift
/// static var inspectableProperties: [InspectableProperty<TabBarButton>] {
///     [InspectableProperty("title", \.title), InspectableProperty("badgeCount", \.badgeCount)]
/// }
/// ```
public struct InspectableProperty<Component: AnyObject>: Sendable {
    /// The property's name, as the catalog shows it.
    public let name: String
    /// The property's Swift type, e.g. `Int` or `Optional<String>`.
    public let typeName: String
    private let get: @Sendable (Component) -> String
    private let set: @Sendable (Component, String) -> Bool

    /// A property whose values convert to and from text (`String`, `Int`, `Double`, `Bool`).
    public init<Value: LosslessStringConvertible & SendableMetatype>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Component, Value> & Sendable) {
        self.name = name
        typeName = String(describing: Value.self)
        get = { $0[keyPath: keyPath].description }
        set = { component, text in
            guard let value = Value(text) else { return false }
            component[keyPath: keyPath] = value
            return true
        }
    }

    /// An optional property: `nil` reads as the empty string and the empty string sets `nil`.
    public init<Value: LosslessStringConvertible & SendableMetatype>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Component, Value?> & Sendable) {
        self.name = name
        typeName = "\(Value.self)?"
        get = { $0[keyPath: keyPath]?.description ?? "" }
        set = { component, text in
            if text.isEmpty {
                component[keyPath: keyPath] = nil
                return true
            }
            guard let value = Value(text) else { return false }
            component[keyPath: keyPath] = value
            return true
        }
    }

    /// A property of an enumeration with text raw values (an icon name, say).
    public init<Value: RawRepresentable & SendableMetatype>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Component, Value> & Sendable)
    where Value.RawValue == String {
        self.name = name
        typeName = String(describing: Value.self)
        get = { $0[keyPath: keyPath].rawValue }
        set = { component, text in
            guard let value = Value(rawValue: text) else { return false }
            component[keyPath: keyPath] = value
            return true
        }
    }

    /// The property's value on `component`, as text.
    public func read(_ component: Component) -> String {
        get(component)
    }

    /// Sets the property on `component` from `text`; returns false (and changes nothing)
    /// when `text` is not a value of the property's type.
    @discardableResult
    public func write(_ text: String, to component: Component) -> Bool {
        set(component, text)
    }
}
