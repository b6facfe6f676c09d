/// The constraints a stack view makes for its arrangement: the same relations UIKit's
/// UIStackView installs, named as UIKit names them.
@MainActor
struct StackArrangement {
    let stack: UIStackView

    private var horizontal: Bool { stack.axis == .horizontal }
    /// Along the axis: leading and trailing edges (top and bottom for vertical stacks).
    private var leadingEdge: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var trailingEdge: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    /// Across the axis.
    private var crossLeading: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossTrailing: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
    private var crossLength: NSLayoutConstraint.Attribute { horizontal ? .height : .width }

    /// The stack's own edge for the arrangement (its margin when the arrangement is relative
    /// to the layout margins).
    private func canvas(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    private func make(_ name: String, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                      _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: other == nil ? .notAnAttribute : otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.systemName = name
        return constraint
    }

    /// The space after `view`: its custom spacing, else the stack's.
    private func spacing(after view: UIView) -> CGFloat {
        let custom = stack.customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
        return value == UIStackView.spacingUseSystem ? 8 : value
    }

    func constraints(guides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        let arranged = stack.arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        var result: [NSLayoutConstraint] = []
        guard !arranged.isEmpty else { return result }

        // Along the axis: the first and last visible views meet the stack's edges, and
        // neighbours keep their spacing.
        if let first = visible.first, let last = visible.last {
            result.append(make("UISV-canvas-connection", first, leadingEdge, .equal, stack, canvas(leadingEdge)))
            result.append(make("UISV-canvas-connection", stack, canvas(trailingEdge), .equal, last, trailingEdge))
        }
        let spacingRelation: NSLayoutConstraint.Relation = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        for (previous, next) in zip(visible, visible.dropFirst()) {
            if stack.isBaselineRelativeArrangement && !horizontal {
                result.append(make("UISV-spacing", next, .firstBaseline, spacingRelation, previous, .lastBaseline, constant: spacing(after: previous)))
            } else {
                result.append(make("UISV-spacing", next, leadingEdge, spacingRelation, previous, trailingEdge, constant: spacing(after: previous)))
            }
        }
        // Hidden views take no length, at the place they would be.
        for (index, view) in arranged.enumerated() where view.isHidden {
            result.append(make("UISV-hiding", view, length, .equal, nil, .notAnAttribute, constant: 0))
            if let previous = arranged[..<index].last(where: { !$0.isHidden }) {
                result.append(make("UISV-hiding", view, leadingEdge, .equal, previous, trailingEdge))
            } else {
                result.append(make("UISV-hiding", view, leadingEdge, .equal, stack, canvas(leadingEdge)))
            }
        }
        result += distributionConstraints(visible, guides: &guides)
        result += alignmentConstraints(arranged, visible: visible, guides: &guides)
        return result
    }

    private func distributionConstraints(_ visible: [UIView], guides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        switch stack.distribution {
        case .fill:
            // UIKit's "text width disambiguation": in a horizontal stack, a label that wraps
            // gets an even share of the width just above its compression resistance.
            if horizontal, visible.count > 1 {
                let count = CGFloat(visible.count)
                let totalSpacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
                for case let label as UILabel in visible where label.numberOfLines != 1 {
                    let priority = label.contentCompressionResistancePriority(for: .horizontal) + 10
                    result.append(make("UISV-text-width-disambiguation", label, .width, .equal, stack, canvasLength,
                                       multiplier: 1 / count, constant: -totalSpacing / count, priority: min(priority, UILayoutPriority(999))))
                }
            }
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() { result.append(make("UISV-fill-equally", view, length, .equal, first, length)) }
            }
        case .fillProportionally:
            let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = sizes.filter { $0 > 0 }.reduce(0, +)
                + zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
            if total > 0, visible.count > 1 {
                for (index, (view, size)) in zip(visible, sizes).enumerated() where size > 0 {
                    result.append(make("UISV-fill-proportionally", view, length, .equal, stack, canvasLength, multiplier: size / total,
                                       priority: UILayoutPriority(Float(999 - index))))
                }
            }
        case .equalSpacing, .equalCentering:
            var spacers: [UILayoutGuide] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                guides.append(guide)
                spacers.append(guide)
                if stack.distribution == .equalSpacing {
                    result.append(make("UISV-distributing-edge", guide, leadingEdge, .equal, previous, trailingEdge))
                    result.append(make("UISV-distributing-edge", guide, trailingEdge, .equal, next, leadingEdge))
                } else {
                    result.append(make("UISV-distributing-edge", guide, leadingEdge, .equal, previous, center))
                    result.append(make("UISV-distributing-edge", guide, trailingEdge, .equal, next, center))
                }
                result.append(make("UISV-distributing-edge", guide, crossLeading, .equal, stack, crossLeading))
                result.append(make("UISV-distributing-edge", guide, crossLength, .equal, nil, .notAnAttribute, constant: 0))
            }
            if let first = spacers.first {
                let priority: UILayoutPriority = stack.distribution == .equalSpacing ? .required : UILayoutPriority(150)
                for guide in spacers.dropFirst() { result.append(make("UISV-distributing", guide, length, .equal, first, length, priority: priority)) }
            }
            // The stack hugs its content along the axis when nothing else sizes it.
            result.append(make("UISV-ambiguity-suppression", stack, length, .equal, nil, .notAnAttribute, constant: 0, priority: UILayoutPriority(49)))
        }
        return result
    }

    private var canvasLength: NSLayoutConstraint.Attribute { length }

    private func alignmentConstraints(_ arranged: [UIView], visible: [UIView], guides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var alignment = stack.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        if alignment == .fill {
            for view in arranged {
                result.append(make("UISV-alignment", view, crossLeading, .equal, stack, canvas(crossLeading)))
                result.append(make("UISV-alignment", view, crossTrailing, .equal, stack, canvas(crossTrailing)))
            }
            return result
        }
        // A guide spanning the tallest (widest) view: pinned to the stack's edges across the
        // axis and pulled small, so the stack hugs its largest view.
        let spanner = UILayoutGuide()
        spanner.identifier = "UISV-alignment-spanner"
        guides.append(spanner)
        result.append(make("UISV-spanning-boundary", spanner, crossLeading, .equal, stack, canvas(crossLeading)))
        result.append(make("UISV-spanning-boundary", spanner, crossTrailing, .equal, stack, canvas(crossTrailing)))
        result.append(make("UISV-spanning-boundary", spanner, leadingEdge, .equal, stack, canvas(leadingEdge)))
        result.append(make("UISV-spanning-boundary", spanner, length, .equal, nil, .notAnAttribute, constant: 0, priority: UILayoutPriority(1)))
        result.append(make("UISV-spanning-fit", spanner, crossLength, .equal, nil, .notAnAttribute, constant: 0, priority: UILayoutPriority(51)))
        let baselineAnchor: UIView? = visible.first
        if alignment == .firstBaseline || alignment == .lastBaseline, let anchor = baselineAnchor {
            // The first view sits at the top; the others follow its baseline.
            result.append(make("UISV-alignment", anchor, crossLeading, .equal, stack, canvas(crossLeading)))
        }
        for view in arranged {
            result.append(make("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, spanner, crossLeading))
            result.append(make("UISV-spanning-boundary", view, crossTrailing, .lessThanOrEqual, spanner, crossTrailing))
            switch alignment {
            case .leading:
                result.append(make("UISV-alignment", view, crossLeading, .equal, stack, canvas(crossLeading)))
            case .trailing:
                result.append(make("UISV-alignment", view, crossTrailing, .equal, stack, canvas(crossTrailing)))
            case .center:
                result.append(make("UISV-alignment", view, crossCenter, .equal, stack, canvas(crossCenter)))
            case .firstBaseline, .lastBaseline:
                let attribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let anchor = baselineAnchor, anchor !== view {
                    result.append(make("UISV-alignment", view, attribute, .equal, anchor, attribute))
                }
            case .fill:
                break
            }
            // Views without a size of their own across the axis take none, rather than an
            // undecided one.
            result.append(make("UISV-ambiguity-suppression", view, crossLength, .equal, nil, .notAnAttribute, constant: 0,
                               priority: UILayoutPriority(25)))
        }
        return result
    }
}
