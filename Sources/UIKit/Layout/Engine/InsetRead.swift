/// An inset the engine built an expression with: a view's layout margins (margin
/// attributes), a guide's insets in its owner (margins, safe area, readable content), or the
/// length of a top, bottom or keyboard layout guide. After a layout round, `LayoutPass`
/// compares each with its value now: margins and safe areas are first known, or move, only
/// once frames are placed, and when none the engine used moved, solving again would change
/// nothing.
@preconcurrency @MainActor
struct InsetRead {
    enum Kind {
        /// A view's `layoutMargins`.
        case margins
        /// A guide's `insetsInOwner`.
        case guideInsets
        /// A top, bottom or keyboard guide's length (`AutoLayoutEngine.supportLength(of:)`).
        case supportLength
    }

    private let kind: Kind
    /// The view or guide, held strongly: the engine keeps the views of its last solve anyway
    /// (`participants`), and neither a view nor a guide keeps the engine. Not weak, because a
    /// weak reference gives its object a side table, and every retain of that object then
    /// takes the runtime's slow path.
    private let heldItem: AnyObject?
    /// The engine's root instead, which keeps the engine: not retained (a root is alive
    /// while its engine is used).
    private unowned(unsafe) let rootItem: AnyObject?
    private let value: UIEdgeInsets

    private var item: AnyObject? { heldItem ?? rootItem }

    /// A read of `margins` or `guideInsets` of `item`, in the engine kept on `root`.
    init(_ kind: Kind, of item: AnyObject, root: UIView, _ value: UIEdgeInsets) {
        self.kind = kind
        heldItem = item === root ? nil : item
        rootItem = item === root ? item : nil
        self.value = value
    }

    /// A read of a guide's length.
    init(lengthOf guide: UILayoutGuide, root: UIView, _ length: CGFloat) {
        self.init(.supportLength, of: guide, root: root, Self.insets(length: length))
    }

    private static func insets(length: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: length, left: 0, bottom: 0, right: 0)
    }

    /// Whether the inset still has the value the engine read (an item that is gone counts
    /// as moved).
    var stillHolds: Bool {
        switch kind {
        case .margins: return (item as? UIView)?.layoutMargins == value
        case .guideInsets: return (item as? UILayoutGuide)?.insetsInOwner == value
        case .supportLength:
            return (item as? UILayoutGuide).flatMap(AutoLayoutEngine.supportLength(of:)).map(Self.insets(length:)) == value
        }
    }
}
