/// Turns a parsed visual format into constraints, as UIKit does:
/// - neighbours: `later.leading == earlier.trailing + space` (top and bottom for `V:`),
///   the superview's edges likewise (`view.leading == superview.leading + space`,
///   `superview.trailing == view.trailing + space`);
/// - the standard space is 8 points between views and 20 points to the superview's edge, the
///   values of the Auto Layout Guide;
/// - a view's predicates constrain its width (height for `V:`), to a constant or to another
///   view's width;
/// - `alignAll…` options align each view with the next one;
/// - horizontal formats use leading and trailing, or left and right with
///   `directionLeftToRight`, or right and left with `directionRightToLeft` (the views then go
///   from right to left).
@MainActor
struct VisualFormatBuilder {
    static let standardSpacing: CGFloat = 8
    static let standardEdgeSpacing: CGFloat = 20

    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions

    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let (start, end, size, reversed) = attributes
        var result: [NSLayoutConstraint] = []
        for element in format.elements {
            for predicate in element.predicates {
                result.append(sizeConstraint(element.view, size, predicate))
            }
        }
        for (index, connection) in format.connections.enumerated() {
            let earlier = format.elements[index].view, later = format.elements[index + 1].view
            for predicate in predicates(connection, standard: Self.standardSpacing) {
                result.append(space((earlier, end), (later, start), predicate, reversed: reversed))
            }
        }
        if format.leadingEdge != nil || format.trailingEdge != nil {
            guard let first = format.elements.first, let superview = first.view.superview else {
                let offset = format.elements.first?.offset ?? 0
                throw VisualFormatError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: offset)
            }
            for predicate in predicates(format.leadingEdge, standard: Self.standardEdgeSpacing) {
                result.append(space((superview, start), (first.view, start), predicate, reversed: reversed))
            }
            if let last = format.elements.last?.view {
                guard let lastSuperview = last.superview else {
                    throw VisualFormatError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: 0)
                }
                for predicate in predicates(format.trailingEdge, standard: Self.standardEdgeSpacing) {
                    result.append(space((last, end), (lastSuperview, end), predicate, reversed: reversed))
                }
            }
        }
        result += try alignments()
        return result
    }

    /// The start, end and size attributes of the format's axis, and whether views go from
    /// right to left.
    private var attributes: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, Bool) {
        if format.vertical { return (.top, .bottom, .height, false) }
        if options.contains(.directionRightToLeft) { return (.right, .left, .width, true) }
        if options.contains(.directionLeftToRight) { return (.left, .right, .width, false) }
        return (.leading, .trailing, .width, false)
    }

    private func predicates(_ connection: VisualFormat.Connection?, standard: CGFloat) -> [VisualFormat.Predicate] {
        switch connection {
        case nil: return []
        case .flush?: return [VisualFormat.Predicate(constant: 0)]
        case .standard?: return [VisualFormat.Predicate(constant: standard)]
        case .predicates(let predicates)?: return predicates
        }
    }

    private func sizeConstraint(_ view: UIView, _ size: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate) -> NSLayoutConstraint {
        let constraint: NSLayoutConstraint
        if let other = predicate.view {
            constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: other, attribute: size,
                                            multiplier: 1, constant: 0)
        } else {
            constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute,
                                            multiplier: 1, constant: predicate.constant ?? 0)
        }
        constraint.priority = predicate.priority
        return constraint
    }

    /// `predicate` on the space from `earlier` to `later` along the axis: `later == earlier +
    /// space`, or for right-to-left `earlier == later + space`.
    private func space(_ earlier: (UIView, NSLayoutConstraint.Attribute), _ later: (UIView, NSLayoutConstraint.Attribute),
                       _ predicate: VisualFormat.Predicate, reversed: Bool) -> NSLayoutConstraint {
        let (first, second) = reversed ? (earlier, later) : (later, earlier)
        let constraint = NSLayoutConstraint(item: first.0, attribute: first.1, relatedBy: predicate.relation, toItem: second.0,
                                            attribute: second.1, multiplier: 1, constant: predicate.constant ?? 0)
        constraint.priority = predicate.priority
        return constraint
    }

    /// Each view aligned with the next by every `alignAll…` attribute of the options.
    private func alignments() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let chosen = all.filter { options.contains($0.0) }.map(\.1)
        let axis: NSLayoutConstraint.Axis = format.vertical ? .vertical : .horizontal
        if chosen.contains(where: { $0.axis == axis }) {
            let edge = axis == .horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).", offset: 0)
        }
        var result: [NSLayoutConstraint] = []
        for attribute in chosen {
            for (earlier, later) in zip(format.elements, format.elements.dropFirst()) {
                result.append(NSLayoutConstraint(item: earlier.view, attribute: attribute, relatedBy: .equal, toItem: later.view,
                                                 attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }
}
