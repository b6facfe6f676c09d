import Foundation
import InterfaceBuilder

extension NibLoading {
    /// Adds the constraints `element` holds to `view`: an omitted first item is the view
    /// itself; placeholder constraints (removed at build time) and those the view's size
    /// class leaves out are not added.
    @discardableResult
    func addConstraints(in element: IBElement, to view: UIView) -> [(element: IBElement, constraint: NSLayoutConstraint)] {
        var made: [(element: IBElement, constraint: NSLayoutConstraint)] = []
        let installed = NibVariations(element, traits: UITraitCollection.current)
        for constraintElement in element.child(named: "constraints")?.children(named: "constraint") ?? [] {
            guard let value = IBConstraintValue(constraintElement) else {
                report("the constraint on line \(constraintElement.line) has no first attribute or an unreadable multiplier; it is left out.")
                continue
            }
            if value.isPlaceholder { continue }
            guard let constraint = constraint(value, holder: view, line: constraintElement.line) else { continue }
            if let id = value.id { provide(constraint, id: id) }
            made.append((constraintElement, constraint))
            guard installed.includes(constraintElement, in: "constraints") else { continue }
            view.addConstraint(constraint)
        }
        return made
    }

    /// The constraint `value` describes, its items found by id (`holder` when the first item
    /// is omitted); nil, reported, when an item or attribute cannot be found.
    private func constraint(_ value: IBConstraintValue, holder: UIView, line: Int) -> NSLayoutConstraint? {
        let first: AnyObject? = value.firstItem.map { object(id: $0) } ?? holder
        guard let first else {
            report("the constraint on line \(line) refers to \"\(value.firstItem ?? "")\", which is not made; it is left out.")
            return nil
        }
        guard let firstAttribute = NibValues.layoutAttribute(value.firstAttribute),
              let relation = NibValues.relation(value.relation) else {
            report("the constraint on line \(line) has an attribute or relation this product does not know "
                + "(\(value.firstAttribute), \(value.relation)); it is left out.")
            return nil
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondAttributeName = value.secondAttribute {
            guard let attribute = NibValues.layoutAttribute(secondAttributeName) else {
                report("the constraint on line \(line) has the second attribute \"\(secondAttributeName)\", which this product does not know; it is left out.")
                return nil
            }
            secondAttribute = attribute
            // A second attribute without a second item relates to the holder (Xcode writes
            // `secondItem` whenever it differs from the holder).
            second = value.secondItem.map { object(id: $0) } ?? holder
            guard second != nil else {
                report("the constraint on line \(line) refers to \"\(value.secondItem ?? "")\", which is not made; it is left out.")
                return nil
            }
        }
        // A size constraint with a second attribute but no second item in a document means
        // the holder; one without a second attribute is a constant.
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: value.multiplier, constant: value.constant)
        constraint.priority = UILayoutPriority(Float(value.priority))
        constraint.identifier = value.identifier
        return constraint
    }
}
