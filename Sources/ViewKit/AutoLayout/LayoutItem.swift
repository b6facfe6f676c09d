/// Something constraints can refer to: a view or a layout guide.
public protocol LayoutItem: AnyObject {
    /// A name for constraint descriptions and reports.
    var layoutItemName: String { get }
}
