/// The constraints a stack view makes for its arrangement: the relations UIKit's UIStackView
/// installs, with UIKit's identifiers (`UISV-…`), so they take part in the same solve as the
/// arranged views' own constraints, hugging and compression resistance, and read in reports
/// as UIKit's do. The set follows the one published for UIKit by reimplementations tested
/// constraint for constraint against UIStackView (see docs/LAYOUT.md, "Stack views").
@preconcurrency @MainActor
struct StackArrangement {
    let stack: UIStackView

    /// The priority of the spanning guide's equalities to the items (UIKit's 999.5).
    static let spanningBoundaryPriority = UILayoutPriority(999.5)
    /// How weakly the spanning guide is pulled to no size across the axis.
    static let spanningFitPriority = UILayoutPriority(51)
    /// How weakly the stack is pulled to no size where its edges are not tied to an item.
    static let canvasFitPriority = UILayoutPriority(49)
    /// How weakly an item without a size of its own across the axis is pulled to none.
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// How strongly `equalCentering` keeps the distances between centres equal.
    static let equalCenteringPriority = UILayoutPriority(149)

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

    /// Whether spacing along a vertical axis runs from baseline to baseline.
    private var baselineRelative: Bool { stack.isBaselineRelativeArrangement && !horizontal }

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
        constraint.identifier = name
        constraint.systemName = name
        return constraint
    }

    /// `stack.attribute (relation) item.attribute`, UIKit's canvas connection.
    private func connect(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint {
        make("UISV-canvas-connection", stack, canvas(attribute), relation, item, attribute)
    }

    /// The space after `view`: its custom spacing, else the stack's; `spacingUseSystem` is
    /// the system spacing between two views, 8 points.
    func spacing(after view: UIView) -> CGFloat {
        let custom = stack.customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
        return value == UIStackView.spacingUseSystem ? Self.systemSpacing : value
    }

    /// The standard space between two sibling views.
    static let systemSpacing: CGFloat = 8

    /// Every constraint of the arrangement; the guides it needs are appended to `guides`.
    func constraints(guides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        let arranged = stack.arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        guard !arranged.isEmpty else {
            // Nothing to arrange: the stack takes no room unless something else sizes it.
            return [make("UISV-canvas-fit", stack, length, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority),
                    make("UISV-canvas-fit", stack, crossLength, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority)]
        }
        var result: [NSLayoutConstraint] = []
        result += axisConstraints(arranged, visible: visible, guides: &guides)
        result += distributionConstraints(visible, guides: &guides)
        result += alignmentConstraints(arranged, visible: visible, guides: &guides)
        if visible.isEmpty {
            // Nothing to show: the stack takes no room unless something else sizes it.
            result.append(make("UISV-canvas-fit", stack, length, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority))
            result.append(make("UISV-canvas-fit", stack, crossLength, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority))
        }
        return result
    }

    // MARK: Along the axis

    /// The first and last visible views meet the stack's edges; every pair of neighbours
    /// keeps its spacing; a hidden view takes no length and no spacing: it sits after the
    /// visible view before it, and the next visible view keeps that view's spacing.
    private func axisConstraints(_ arranged: [UIView], visible: [UIView], guides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        if let first = visible.first, let last = visible.last {
            result.append(connect(first, leadingEdge))
            result.append(connect(last, trailingEdge))
        } else if let first = arranged.first, let last = arranged.last {
            result.append(connect(first, leadingEdge))
            result.append(connect(last, trailingEdge))
        }
        let relation: NSLayoutConstraint.Relation = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        var lastVisible: UIView?
        for (index, view) in arranged.enumerated() {
            defer { if !view.isHidden { lastVisible = view } }
            guard index > 0 else { continue }
            let previous = arranged[index - 1]
            var constant: CGFloat = 0
            if !view.isHidden, let lastVisible { constant = spacing(after: lastVisible) }
            let hiddenInPair = view.isHidden || previous.isHidden
            if baselineRelative && !hiddenInPair {
                result.append(make("UISV-spacing", view, .firstBaseline, relation, previous, .lastBaseline, constant: constant))
            } else {
                result.append(make("UISV-spacing", view, leadingEdge, hiddenInPair ? .equal : relation, previous, trailingEdge, constant: constant))
            }
        }
        for view in arranged where view.isHidden {
            result.append(make("UISV-hiding", view, length, .equal, nil, .notAnAttribute))
        }
        return result
    }

    private func distributionConstraints(_ visible: [UIView], guides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        switch stack.distribution {
        case .fill:
            result += textWidthDisambiguation(visible)
        case .fillEqually:
            result += equalLengths(visible, name: "UISV-fill-equally", priority: .required)
        case .fillProportionally:
            result += proportionalLengths(visible)
        case .equalSpacing, .equalCentering:
            var gaps: [UILayoutGuide] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = UILayoutGuide()
                gap.identifier = "UISV-distributing"
                guides.append(gap)
                gaps.append(gap)
                if stack.distribution == .equalCentering {
                    result.append(make("UISV-distributing-edge", gap, leadingEdge, .equal, previous, center))
                    result.append(make("UISV-distributing-edge", gap, trailingEdge, .equal, next, center))
                } else if baselineRelative {
                    result.append(make("UISV-distributing-edge", gap, .top, .equal, previous, .lastBaseline))
                    result.append(make("UISV-distributing-edge", gap, .bottom, .equal, next, .firstBaseline))
                } else {
                    result.append(make("UISV-distributing-edge", gap, leadingEdge, .equal, previous, trailingEdge))
                    result.append(make("UISV-distributing-edge", gap, trailingEdge, .equal, next, leadingEdge))
                }
            }
            let priority = stack.distribution == .equalSpacing ? UILayoutPriority.required : Self.equalCenteringPriority
            if let first = gaps.first {
                for gap in gaps.dropFirst() { result.append(make("UISV-fill-equally", gap, length, .equal, first, length, priority: priority)) }
            }
            // The spacings are minimums: the stack hugs its content when nothing sizes it.
            result.append(make("UISV-canvas-fit", stack, length, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority))
        }
        return result
    }

    /// UIKit's "text width disambiguation": in a horizontal `fill` stack, a label that wraps
    /// is pulled to an even share of the stack's width, just above its compression
    /// resistance: `label.width = stack.width / N - spacing × (N - 1) / N`.
    private func textWidthDisambiguation(_ visible: [UIView]) -> [NSLayoutConstraint] {
        guard horizontal, visible.count > 1 else { return [] }
        let count = CGFloat(visible.count)
        let totalSpacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
        var result: [NSLayoutConstraint] = []
        for case let label as UILabel in visible where label.numberOfLines != 1 {
            let priority = min(label.contentCompressionResistancePriority(for: .horizontal) + 10, UILayoutPriority(999))
            result.append(make("UISV-text-width-disambiguation", label, .width, .equal, stack, .width,
                               multiplier: 1 / count, constant: -totalSpacing / count, priority: priority))
        }
        return result
    }

    private func equalLengths(_ views: [UIView], name: String, priority: UILayoutPriority) -> [NSLayoutConstraint] {
        guard let first = views.first else { return [] }
        return views.dropFirst().map { make(name, $0, length, .equal, first, length, priority: priority) }
    }

    /// Each view's length is its share of the stack's length in proportion to its intrinsic
    /// length (spacing counted in the whole); views without one take none; with no intrinsic
    /// lengths at all the views share equally. The shares hold at 999, one less for each view
    /// after the first, so a view that cannot take its share gives way in order.
    private func proportionalLengths(_ visible: [UIView]) -> [NSLayoutConstraint] {
        func intrinsicLength(_ view: UIView) -> CGFloat {
            let size = view.intrinsicContentSize
            return horizontal ? size.width : size.height
        }
        let lengths = visible.map(intrinsicLength)
        let measured = lengths.filter { $0 > 0 }
        guard !measured.isEmpty else { return equalLengths(visible, name: "UISV-fill-equally", priority: .required) }
        let totalSpacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
        let total = measured.reduce(totalSpacing, +)
        var priority: UILayoutPriority? = measured.count == 1 && (visible.count == 1 || totalSpacing == 0) ? nil : UILayoutPriority(999)
        var result: [NSLayoutConstraint] = []
        for (view, size) in zip(visible, lengths) {
            if size > 0 {
                result.append(make("UISV-fill-proportionally", view, length, .equal, stack, length, multiplier: size / total,
                                   priority: priority ?? .required))
            } else {
                result.append(make("UISV-fill-proportionally", view, length, .equal, nil, .notAnAttribute))
            }
            if let current = priority { priority = current - 1 }
        }
        return result
    }

    // MARK: Across the axis

    /// Across the axis: the first view is tied to the stack's edges (both for `fill`, one for
    /// the others); the other views line up with it by the alignment's attribute; a spanning
    /// guide around every visible view keeps the stack as large as the largest; views
    /// without a size of their own across the axis are pulled to none. For baseline
    /// alignments the first view's top (bottom) is only a bound for the stack's edge, as in
    /// UIKit, so a taller later view can stand out of the stack.
    private func alignmentConstraints(_ arranged: [UIView], visible: [UIView], guides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        guard let first = arranged.first else { return [] }
        var result: [NSLayoutConstraint] = []
        var alignment = stack.alignment
        if !horizontal {
            // Baselines run across a vertical stack: UIKit treats them as leading and trailing.
            if alignment == .firstBaseline { alignment = .leading }
            if alignment == .lastBaseline { alignment = .trailing }
        }
        let leadingWeak = [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
        let trailingWeak = [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
        let itemsWeak = leadingWeak || trailingWeak

        // The views line up with the first one.
        let attributes: [NSLayoutConstraint.Attribute]
        switch alignment {
        case .fill: attributes = [crossLeading, crossTrailing]
        case .leading: attributes = [crossLeading]
        case .trailing: attributes = [crossTrailing]
        case .center: attributes = [crossCenter]
        case .firstBaseline: attributes = [.firstBaseline]
        case .lastBaseline: attributes = [.lastBaseline]
        }
        for attribute in attributes {
            for view in arranged.dropFirst() { result.append(make("UISV-alignment", first, attribute, .equal, view, attribute)) }
        }

        let usesSpanner = visible.isEmpty || (arranged.count > 1 && itemsWeak)
        var spanner: UILayoutGuide?
        if usesSpanner {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-alignment-spanner"
            guides.append(guide)
            spanner = guide
            if itemsWeak {
                result.append(make("UISV-spanning-fit", guide, crossLength, .equal, nil, .notAnAttribute, priority: Self.spanningFitPriority))
            }
            for view in visible {
                result.append(leadingWeak
                    ? make("UISV-spanning-boundary", guide, crossLeading, .lessThanOrEqual, view, crossLeading)
                    : make("UISV-spanning-boundary", guide, crossLeading, .equal, view, crossLeading, priority: Self.spanningBoundaryPriority))
                result.append(trailingWeak
                    ? make("UISV-spanning-boundary", guide, crossTrailing, .greaterThanOrEqual, view, crossTrailing)
                    : make("UISV-spanning-boundary", guide, crossTrailing, .equal, view, crossTrailing, priority: Self.spanningBoundaryPriority))
            }
            if visible.isEmpty {
                // Nothing to span: the guide only stands for the stack's extent along the axis.
                result.append(make("UISV-canvas-connection", stack, canvas(leadingEdge), .equal, guide, leadingEdge))
                result.append(make("UISV-canvas-connection", stack, canvas(trailingEdge), .equal, guide, trailingEdge))
            }
        }

        // The stack's edges across the axis.
        var canvasLeadingWeak = false, canvasTrailingWeak = false
        let leadingItem: AnyObject, trailingItem: AnyObject
        if let spanner, visible.isEmpty {
            leadingItem = spanner
            trailingItem = spanner
        } else if let spanner {
            switch alignment {
            case .leading:
                leadingItem = first
                trailingItem = spanner
            case .trailing:
                leadingItem = spanner
                trailingItem = first
            case .center:
                leadingItem = spanner
                trailingItem = spanner
            case .firstBaseline:
                leadingItem = first
                trailingItem = spanner
                canvasLeadingWeak = true
            case .lastBaseline:
                leadingItem = spanner
                trailingItem = first
                canvasTrailingWeak = true
            case .fill:
                leadingItem = first
                trailingItem = first
            }
        } else {
            leadingItem = first
            trailingItem = first
            canvasLeadingWeak = leadingWeak
            canvasTrailingWeak = trailingWeak
        }
        result.append(connect(leadingItem, crossLeading, canvasLeadingWeak ? .lessThanOrEqual : .equal))
        result.append(connect(trailingItem, crossTrailing, canvasTrailingWeak ? .greaterThanOrEqual : .equal))
        if alignment == .center, !visible.isEmpty {
            result.append(connect(first, crossCenter))
        }
        if canvasLeadingWeak || canvasTrailingWeak {
            result.append(make("UISV-canvas-fit", stack, crossLength, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority))
        }
        if itemsWeak {
            for view in arranged {
                result.append(make("UISV-ambiguity-suppression", view, crossLength, .equal, nil, .notAnAttribute,
                                   priority: Self.ambiguitySuppressionPriority))
            }
        }
        return result
    }
}
