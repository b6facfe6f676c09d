/// The distance between two anchors as a layout item: what `anchorWithOffset(to:)` makes
/// constraints of. Its "width" is `to - from`.
@preconcurrency @MainActor
package final class AnchorDistance: NSObject {
    /// The anchor the distance starts at.
    package var from: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute) { (fromItem, fromAttribute) }
    /// The anchor the distance ends at.
    package var to: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute) { (toItem, toAttribute) }
    // Not retained, like a constraint's items: the constraint keeps the distance, and the
    // views keep the constraint.
    @exclusivity(unchecked) private weak var fromItem: AnyObject?
    @exclusivity(unchecked) private weak var toItem: AnyObject?
    private let fromAttribute: NSLayoutConstraint.Attribute
    private let toAttribute: NSLayoutConstraint.Attribute

    package init(from: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute), to: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute)) {
        fromItem = from.item
        fromAttribute = from.attribute
        toItem = to.item
        toAttribute = to.attribute
        super.init()
    }

    var layoutItemName: String {
        "distance(\(NSLayoutConstraint.name(of: from.item)).\(from.attribute) → \(NSLayoutConstraint.name(of: to.item)).\(to.attribute))"
    }
}
