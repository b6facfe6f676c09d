/// The distance between two anchors as a layout item: what `anchorWithOffset(to:)` makes
/// constraints of. Its "width" is `to - from`.
@preconcurrency @MainActor
package final class AnchorDistance: NSObject {
    package let from: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute)
    package let to: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute)

    package init(from: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute), to: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute)) {
        self.from = from
        self.to = to
        super.init()
    }

    var layoutItemName: String {
        "distance(\(NSLayoutConstraint.name(of: from.item)).\(from.attribute) → \(NSLayoutConstraint.name(of: to.item)).\(to.attribute))"
    }
}
