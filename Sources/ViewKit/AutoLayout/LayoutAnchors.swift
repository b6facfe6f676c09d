/// A horizontal edge or centre to constrain, UIKit's `NSLayoutXAxisAnchor`: it relates only
/// to other horizontal anchors, so mixing axes does not compile.
public struct LayoutXAxisAnchor {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item, attribute: anchor.attribute, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item, attribute: anchor.attribute, constant: constant)
    }
}

/// A vertical edge, centre or baseline to constrain, UIKit's `NSLayoutYAxisAnchor`.
public struct LayoutYAxisAnchor {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item, attribute: anchor.attribute, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item, attribute: anchor.attribute, constant: constant)
    }
}

/// A width or height to constrain, UIKit's `NSLayoutDimension`: to a constant or to another
/// dimension with a multiplier.
public struct LayoutDimension {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, constant: constant)
    }

    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item, attribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item, attribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }
}
