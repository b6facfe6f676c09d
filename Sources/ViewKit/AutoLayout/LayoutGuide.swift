/// A rectangle constraints can refer to without a view, UIKit's `UILayoutGuide`. A view's
/// `layoutMarginsGuide` and `safeAreaLayoutGuide` follow its bounds less its margins or its
/// safe area; guides added with `addLayoutGuide(_:)` are placed by constraints.
public final class LayoutGuide: LayoutItem {
    enum Kind {
        case layoutMargins
        case safeArea
        case custom
    }

    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) weak var owningView: View?
    /// A name for reports.
    public var identifier: String
    /// The guide's rectangle in its owning view's coordinates, after layout.
    public internal(set) var layoutFrame: Rect = .zero

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public convenience init() {
        self.init(kind: .custom, identifier: "LayoutGuide")
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    public var layoutItemName: String { "\(owningView?.layoutItemName ?? "?").\(identifier)" }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
