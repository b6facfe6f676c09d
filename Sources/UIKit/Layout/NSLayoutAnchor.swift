/// One attribute of a view or layout guide that constraints can be made from, UIKit's
/// `NSLayoutAnchor`. Its subclasses only relate anchors of their own kind.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    package let item: AnyObject?
    package let attribute: NSLayoutConstraint.Attribute

    package init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    private func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
                      constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstItem: item, attribute: attribute, relatedBy: relation, secondItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor + constant`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + constant`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + constant`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    package func dimension(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        make(relation, other, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal anchor: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × the standard spacing (8 points)`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 8 * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: 8 * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: 8 * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

/// A vertical anchor: top, bottom, centerY, first and last baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × the standard spacing (8 points)`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 8 * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: 8 * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: 8 * multiplier)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

/// A size anchor: width or height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    package override init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    /// The distance from one anchor to another (`anchorWithOffset(to:)`).
    package init<T>(offsetFrom from: NSLayoutAnchor<T>, to: NSLayoutAnchor<T>) {
        super.init(item: AnchorDistance(from: (from.item, from.attribute), to: (to.item, to.attribute)), attribute: .width)
    }

    /// `self == constant`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { dimension(.equal, nil, multiplier: 1, constant: c) }
    /// `self >= constant`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { dimension(.greaterThanOrEqual, nil, multiplier: 1, constant: c) }
    /// `self <= constant`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { dimension(.lessThanOrEqual, nil, multiplier: 1, constant: c) }

    /// `self == multiplier × anchor + constant`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        dimension(.equal, anchor, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        dimension(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        dimension(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
