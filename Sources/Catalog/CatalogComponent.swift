import ViewKit

/// A view the catalog can show: made with `init()`, its inspectable properties declared
/// with their types, and a hook for sample content that runs only in the catalog (UIKit's
/// `prepareForInterfaceBuilder`).
public protocol CatalogComponent: View {
    /// A fresh component with its defaults.
    init()
    /// The properties the catalog shows (and variants set), in order.
    static var inspectableProperties: [InspectableProperty<Self>] { get }
    /// Fills the component with sample content; called only when the catalog builds it.
    func prepareForCatalog()
}

extension CatalogComponent {
    public static var inspectableProperties: [InspectableProperty<Self>] { [] }
    public func prepareForCatalog() {}
}
