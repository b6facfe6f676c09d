/// A relation between two layout attributes, UIKit's `NSLayoutConstraint`:
/// `first.attribute (relation) multiplier × second.attribute + constant`, held at a priority.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item: a view or a layout guide. Not retained, as in UIKit (whose SDK
    /// declares it `unowned(unsafe)`): the views keep their constraints, and a constraint
    /// that kept its views would keep every tree it lays out alive. Here a constraint that
    /// outlives its item reads nil instead of a freed view: a view or a guide clears it when
    /// it goes (`LayoutItemReferences`), any other object is held weakly.
    public var firstItem: AnyObject? { trackedFirst ?? otherFirst }
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, nil for a constant (`width == 40`). Not retained, like `firstItem`.
    public var secondItem: AnyObject? { trackedSecond ?? otherSecond }
    /// A view or a guide item, which lists this constraint in its `layoutItemReferences`
    /// (at `firstSlot`, `secondSlot`) and clears this when it goes.
    @exclusivity(unchecked) private nonisolated(unsafe) unowned(unsafe) var trackedFirst: AnyObject?
    @exclusivity(unchecked) private nonisolated(unsafe) unowned(unsafe) var trackedSecond: AnyObject?
    @exclusivity(unchecked) private nonisolated(unsafe) var firstSlot: Int32 = -1
    @exclusivity(unchecked) private nonisolated(unsafe) var secondSlot: Int32 = -1
    /// Any other item (an anchor distance, a view controller's layout support), held weakly.
    @exclusivity(unchecked) private weak var otherFirst: AnyObject?
    @exclusivity(unchecked) private weak var otherSecond: AnyObject?
    /// The distances among the items, made by `anchorWithOffset(to:)`: nothing else keeps
    /// them (and they do not keep their anchors' views in turn).
    private var distances: (first: AnchorDistance?, second: AnchorDistance?) = (nil, nil)
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// The constant; changing it lays the tree out again.
    @exclusivity(unchecked) open var constant: CGFloat {
        didSet { if constant != oldValue { owner?.constraintsDidChange(.constant(self)) } }
    }
    /// The priority (required by default).
    @exclusivity(unchecked) open var priority = UILayoutPriority.required {
        didSet { if priority != oldValue { owner?.constraintsDidChange() } }
    }
    /// A name for reports.
    open var identifier: String?
    @exclusivity(unchecked) open var shouldBeArchived = false
    /// The view that keeps the constraint while it is active.
    /// Not weak (see `UIView.storedSuperview`): the owner keeps the constraint, and clears
    /// this when it lets it go or goes itself.
    @exclusivity(unchecked) package nonisolated(unsafe) unowned(unsafe) final var owner: UIView?
    /// A name the product gives its own constraints (stack views', autoresizing).
    package var systemName: String?

    /// A constraint `item.attribute (relation) multiplier × toItem.attribute + constant`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
                multiplier: CGFloat, constant c: CGFloat) {
        let firstItem = view1 as AnyObject, secondItem = view2.map { $0 as AnyObject }
        distances = (firstItem as? AnchorDistance, secondItem as? AnchorDistance)
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = secondItem == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        super.init()
        hold(firstItem, isSecond: false)
        hold(secondItem, isSecond: true)
    }

    /// The same from items already known to be objects: anchors make constraints this way,
    /// without casting each item from `Any` (a designated initializer beside the public one,
    /// so that app subclasses still inherit that one as they do from the SDK).
    package init(firstItem: AnyObject?, attribute attr1: Attribute, relatedBy relation: Relation, secondItem: AnyObject?, attribute attr2: Attribute,
                 multiplier: CGFloat, constant c: CGFloat) {
        distances = (firstItem as? AnchorDistance, secondItem as? AnchorDistance)
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = secondItem == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        super.init()
        hold(firstItem, isSecond: false)
        hold(secondItem, isSecond: true)
    }

    /// An empty constraint, as `NSObject`'s `init()` makes one on iOS: no items, both
    /// attributes `.notAnAttribute`, `.equal`, multiplier 1, constant 0. Code uses it as a
    /// placeholder until it makes the real one; it cannot be activated.
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        super.init()
    }

    /// Takes its items off their lists of the constraints that name them.
    deinit {
        if let item = trackedFirst { Self.release(item, slot: firstSlot) }
        if let item = trackedSecond { Self.release(item, slot: secondSlot) }
    }

    // MARK: Items

    /// Keeps a reference to `item`: listed in a view's or a guide's `layoutItemReferences`,
    /// else weak.
    private final func hold(_ item: AnyObject?, isSecond: Bool) {
        guard let item else { return }
        guard let slot = Self.references(of: item, { $0.add(self, isSecond: isSecond) }) else {
            if isSecond { otherSecond = item } else { otherFirst = item }
            return
        }
        if isSecond {
            trackedSecond = item
            secondSlot = slot
        } else {
            trackedFirst = item
            firstSlot = slot
        }
    }

    /// Takes the entry at `slot` off `item`'s list (a view or a guide, alive: it would have
    /// cleared the reference when it went).
    private nonisolated static func release(_ item: AnyObject, slot: Int32) {
        references(of: item) { $0.remove(at: slot) }
    }

    /// `body` on the list of a view or a guide `item`; nil for any other item.
    @discardableResult
    private nonisolated static func references<Result>(of item: AnyObject, _ body: (inout LayoutItemReferences) -> Result) -> Result? {
        if let view = item as? UIView { return body(&view.layoutItemReferences) }
        if let guide = item as? UILayoutGuide { return body(&guide.layoutItemReferences) }
        return nil
    }

    /// The item's list moved this constraint's entry to `slot`.
    final nonisolated func itemReferenceMoved(isSecond: Bool, to slot: Int32) {
        if isSecond { secondSlot = slot } else { firstSlot = slot }
    }

    /// The item is going: the constraint reads nil for it from now on.
    final nonisolated func itemWillGo(isSecond: Bool) {
        if isSecond {
            trackedSecond = nil
            secondSlot = -1
        } else {
            trackedFirst = nil
            firstSlot = -1
        }
    }

    /// Whether the constraint takes part in layout. Activating it adds it to the nearest
    /// common ancestor of its items.
    open var isActive: Bool {
        get { owner != nil }
        set {
            if newValue { activateSelf() } else { owner?.removeConstraint(self) }
        }
    }

    /// Activates every constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The anchor of the first item and attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    /// The anchor of the second item and attribute, if any.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) } }

    private func activateSelf() {
        guard owner == nil else { return }
        guard firstItem != nil else {
            RenderIssues.report("An empty NSLayoutConstraint() was activated and ignored: it relates no items. Make the constraint "
                + "with NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) or an anchor.")
            return
        }
        // Unwrapped by hand: a main-actor function handed to `flatMap` checks its executor at
        // run time on every call.
        var first: UIView?, second: UIView?
        if let item = firstItem { first = Self.view(of: item) }
        if let item = secondItem { second = Self.view(of: item) }
        let ancestor: UIView?
        if let first, let second {
            ancestor = first.nearestCommonAncestor(with: second)
        } else {
            ancestor = first ?? second
        }
        guard let ancestor else {
            RenderIssues.report("\(self) relates items with no common ancestor and was not activated: add both views to one hierarchy before activating it.")
            return
        }
        ancestor.addConstraint(self)
    }

    /// The view an item is or belongs to.
    static func view(of item: AnyObject) -> UIView? {
        switch item {
        case let view as UIView: return view
        case let guide as UILayoutGuide: return guide.owningView
        case let distance as AnchorDistance:
            // A distance belongs where both of its anchors' items are.
            let from = distance.from.item.flatMap { view(of: $0) }
            let to = distance.to.item.flatMap { view(of: $0) }
            if let from, let to { return from.nearestCommonAncestor(with: to) }
            return from ?? to
        default: return nil
        }
    }

    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as UIView: return view.layoutItemName
        case let guide as UILayoutGuide: return guide.layoutItemName
        case let distance as AnchorDistance: return distance.layoutItemName
        default: return "nil"
        }
    }

    open override var description: String {
        MainThread.isMain ? MainThread.onMainActor { describe() } : "<NSLayoutConstraint: \(LayoutNumber.hexAddress(self))>"
    }

    private func describe() -> String {
        var text = "\(Self.name(of: firstItem)).\(firstAttribute) \(relation.symbol) "
        if let secondItem {
            text += multiplier == 1 ? "" : "\(LayoutNumber.format(multiplier))*"
            text += "\(Self.name(of: secondItem)).\(secondAttribute)"
            if constant != 0 { text += constant > 0 ? " + \(LayoutNumber.format(constant))" : " - \(LayoutNumber.format(-constant))" }
        } else {
            text += LayoutNumber.format(constant)
        }
        if priority != .required { text += " @\(priority)" }
        if let name = identifier ?? systemName { text = "'\(name)' " + text }
        return "<NSLayoutConstraint \(text)>"
    }
}

/// Numbers as UIKit's descriptions print them.
package enum LayoutNumber {
    /// Whole numbers without a fraction, others with up to three decimals.
    package static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `value` rounded up to the pixel grid of `scale`, tolerating float noise.
    package static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale - 1e-7).rounded(.up) / scale
    }

    /// `value` rounded to the nearest pixel of `scale`.
    package static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }
}

extension LayoutNumber {
    /// An object's address as UIKit's descriptions print it (`0x7f…`).
    package static func hexAddress(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}

extension CGRect {
    /// The rectangle as UIKit's descriptions print it: `(0 0; 320 44)`.
    package var layoutDescription: String {
        "(\(LayoutNumber.format(minX)) \(LayoutNumber.format(minY)); \(LayoutNumber.format(width)) \(LayoutNumber.format(height)))"
    }
}
