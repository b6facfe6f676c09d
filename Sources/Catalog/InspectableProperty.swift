import ViewKit

/// A property a catalog may show and set, as `@IBInspectable` marks them: a name and how to
/// read its value from a component.
public struct InspectableProperty<Component: AnyObject>: Sendable {
    /// The property's name, as the catalog shows it.
    public let name: String
    /// The property's value on `component`, as text.
    public let read: @Sendable (Component) -> String

    /// A property read through `read`.
    public init(_ name: String, read: @escaping @Sendable (Component) -> String) {
        self.name = name
        self.read = read
    }
}
