extension UISplitViewController {
    /// Where each visible column goes in `bounds` for the display mode, leading to trailing
    /// (mirrored for a trailing primary edge or a right-to-left layout), and which edges get
    /// a separator.
    struct ColumnLayout {
        var frames: [Column: CGRect] = [:]
        /// The hairlines along the edge of each sidebar that faces the secondary column.
        var separators: [CGRect] = []
        /// The part of the secondary column dimmed under overlaying or displacing sidebars.
        var dimmed: CGRect?
        /// The columns in stacking order, bottom first (the secondary under the sidebars).
        var order: [Column] = []
    }

    /// The frames of the columns for the current display mode in `bounds`.
    func columnLayout(in bounds: CGRect) -> ColumnLayout {
        var layout = ColumnLayout()
        let width = bounds.width
        let primary = primaryColumnWidth, supplementary = style == .tripleColumn ? supplementaryColumnWidth : 0
        let sidebarWidths: [Column: CGFloat] = [.primary: primary, .supplementary: supplementary]
        let mode = displayMode
        let sidebars = visibleColumns.filter { $0 != .secondary }
        let hairline = 1 / max(1, traitCollection.displayScale)
        var x: CGFloat = 0
        for column in sidebars {
            let columnWidth = sidebarWidths[column] ?? 0
            layout.frames[column] = CGRect(x: x, y: 0, width: columnWidth, height: bounds.height)
            x += columnWidth
            layout.separators.append(CGRect(x: x - hairline, y: 0, width: hairline, height: bounds.height))
        }
        switch mode {
        case .oneBesideSecondary, .twoBesideSecondary:
            layout.frames[.secondary] = CGRect(x: x, y: 0, width: max(0, width - x), height: bounds.height)
        case .twoDisplaceSecondary:
            // The secondary keeps the width it had beside the supplementary column and moves
            // over by the primary column's width, partly off screen.
            let kept = max(0, width - supplementary)
            layout.frames[.secondary] = CGRect(x: x, y: 0, width: kept, height: bounds.height)
            layout.dimmed = CGRect(x: x, y: 0, width: kept, height: bounds.height)
        case .oneOverSecondary, .twoOverSecondary:
            layout.frames[.secondary] = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            layout.dimmed = CGRect(x: x, y: 0, width: max(0, width - x), height: bounds.height)
        case .secondaryOnly, .automatic:
            layout.frames[.secondary] = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        }
        layout.order = [.secondary] + sidebars
        if isMirrored {
            for (column, frame) in layout.frames {
                layout.frames[column] = CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            }
            let mirror = { (rect: CGRect) in CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
            layout.separators = layout.separators.map(mirror)
            layout.dimmed = layout.dimmed.map(mirror)
        }
        return layout
    }

    /// Whether the primary column sits on the right: a trailing edge in a left-to-right
    /// layout, or a leading one in a right-to-left layout.
    private var isMirrored: Bool {
        (primaryEdge == .trailing) != (traitCollection.layoutDirection == .rightToLeft)
    }

    /// Places the controllers on screen in `host`, the dimming over a covered secondary
    /// column and the separators, and takes the other children's views off screen.
    func layoutColumns(in host: UIView) {
        if (collapse == nil) == (traitCollection.horizontalSizeClass == .compact) { arrange() }
        let bounds = host.bounds
        let visible = visibleContainers
        for child in children where !visible.contains(where: { $0 === child }) {
            if child.viewIfLoaded?.superview === host { child.viewIfLoaded?.removeFromSuperview() }
        }
        var stacked: [UIView] = []
        if let collapse {
            if let view = collapse.shown.view { stacked.append(placed(view, at: bounds)) }
            chrome.update(separators: [], dimmed: nil)
        } else {
            let layout = columnLayout(in: bounds)
            chrome.update(separators: layout.separators, dimmed: layout.dimmed)
            for column in layout.order {
                guard let view = container(for: column)?.view, let frame = layout.frames[column] else { continue }
                stacked.append(placed(view, at: frame))
                if column == .secondary, layout.dimmed != nil { stacked.append(chrome.dimmingView) }
            }
            stacked += chrome.separatorViews
        }
        for (index, view) in stacked.enumerated() {
            let subviews = host.subviews
            if view.superview !== host || index >= subviews.count || subviews[index] !== view {
                host.insertSubview(view, at: index)
            }
        }
    }

    /// `view` with `frame`, laid out by the split view (not by its autoresizing mask).
    private func placed(_ view: UIView, at frame: CGRect) -> UIView {
        view.autoresizingMask = []
        if view.frame != frame { view.frame = frame }
        return view
    }
}
