/// A relation between two layout attributes, UIKit's `NSLayoutConstraint`:
/// `first.attribute (== | <= | >=) multiplier × second.attribute + constant`, with a
/// priority. Active constraints are kept by the nearest common ancestor of their views and
/// solved together at layout time.
public final class LayoutConstraint: CustomStringConvertible {
    public let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// The constant; changing it on an active constraint re-solves incrementally.
    public var constant: Double { didSet { if constant != oldValue { owner?.constraintsDidChange() } } }
    /// The priority (required, 1000, by default).
    public var priority: LayoutPriority = .required { didSet { if priority != oldValue { owner?.constraintsDidChange() } } }
    /// A name for reports.
    public var identifier: String?
    /// The view that keeps the constraint while it is active.
    weak var owner: View?

    /// Creates an inactive constraint (UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in layout. Activating it installs it on the nearest
    /// common ancestor of its views; they must share one.
    public var isActive: Bool {
        get { owner != nil }
        set {
            if newValue { activateSelf() } else { owner?.removeConstraint(self) }
        }
    }

    /// Activates every constraint in `constraints`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activateSelf() {
        guard owner == nil else { return }
        let first = LayoutConstraint.view(of: firstItem)
        let second = secondItem.flatMap(LayoutConstraint.view(of:))
        let ancestor: View?
        if let first, let second {
            ancestor = first.nearestCommonAncestor(with: second)
        } else {
            ancestor = first ?? second
        }
        precondition(ancestor != nil, "\(self) relates items without a common ancestor: add both views to one hierarchy before activating it")
        ancestor?.addConstraint(self)
    }

    static func view(of item: LayoutItem) -> View? {
        (item as? View) ?? (item as? LayoutGuide)?.owningView
    }

    public var description: String {
        var text = "\(firstItem.layoutItemName).\(firstAttribute.rawValue) \(relation.symbol) "
        if let secondItem {
            text += multiplier == 1 ? "" : "\(Geometry.format(multiplier)) × "
            text += "\(secondItem.layoutItemName).\(secondAttribute.rawValue)"
            if constant != 0 { text += constant > 0 ? " + \(Geometry.format(constant))" : " - \(Geometry.format(-constant))" }
        } else {
            text += Geometry.format(constant)
        }
        if priority != .required { text += " @\(priority)" }
        if let identifier { text = "\(identifier): " + text }
        return "<\(text)>"
    }
}
