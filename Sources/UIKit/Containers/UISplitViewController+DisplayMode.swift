extension UISplitViewController {
    /// The arrangement in effect (never `.automatic`).
    public var displayMode: DisplayMode {
        let behavior = splitBehavior
        let wanted = chosenDisplayMode ?? preferredDisplayMode
        return Self.displayMode(wanted == .automatic ? automaticDisplayMode(for: behavior) : wanted, under: behavior, columns: columns.count)
    }

    /// The split behavior in effect (never `.automatic`): the preferred one, else the one the
    /// preferred display mode needs, else the split view's own choice for the space it has.
    public var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch chosenDisplayMode ?? preferredDisplayMode {
        case .oneBesideSecondary, .twoBesideSecondary: return .tile
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .automatic, .secondaryOnly: return automaticSplitBehavior
        }
    }

    /// Shows `column` (and the columns between it and the secondary), as the display mode
    /// the split behavior offers.
    public func show(_ column: Column) {
        guard collapse == nil, column != .compact, column != .secondary, !isShowing(column) else { return }
        let sidebars = column == .primary && style == .tripleColumn ? 2 : 1
        choose(Self.displayMode(sidebars == 2 ? .twoBesideSecondary : .oneBesideSecondary, under: splitBehavior, columns: columns.count))
    }

    /// Hides `column` (and the sidebars before it): the display mode that leaves it off screen.
    public func hide(_ column: Column) {
        guard collapse == nil, column != .compact, column != .secondary, isShowing(column) else { return }
        delegate?.splitViewController(self, willHide: column)
        let keepsSupplementary = column == .primary && style == .tripleColumn
        choose(keepsSupplementary ? Self.displayMode(.oneBesideSecondary, under: splitBehavior, columns: columns.count) : .secondaryOnly)
    }

    /// Whether `column` is on screen.
    public func isShowing(_ column: Column) -> Bool {
        if let collapse { return column == collapse.topColumn }
        return visibleColumns.contains(column)
    }

    private func choose(_ mode: DisplayMode) {
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        chosenDisplayMode = mode
        viewIfLoaded?.setNeedsLayout()
    }

    /// The columns the display mode shows, leading first (the secondary always).
    var visibleColumns: [Column] {
        switch displayMode {
        case .secondaryOnly, .automatic: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
        }
    }

    /// The size the split view lays out in: its view's, else the screen's.
    var layoutSize: CGSize {
        if let bounds = viewIfLoaded?.bounds, bounds.width > 0 { return bounds.size }
        return UIScreen.main.bounds.size
    }

    /// The split behavior `.automatic` becomes (estimated, docs/CONTAINERS.md): overlay when
    /// the space is taller than wide; else tile, except a triple column whose secondary
    /// column would keep less than half the width, which displaces.
    var automaticSplitBehavior: SplitBehavior {
        let size = layoutSize
        guard size.width > size.height else { return .overlay }
        guard style == .tripleColumn else { return .tile }
        return size.width - primaryColumnWidth - supplementaryColumnWidth >= size.width / 2 ? .tile : .displace
    }

    /// The display mode `.automatic` becomes (estimated): only the secondary column when
    /// overlaying (the sidebars come on request), else every sidebar that tiles, one beside
    /// the secondary when displacing.
    func automaticDisplayMode(for behavior: SplitBehavior) -> DisplayMode {
        switch behavior {
        case .overlay: return .secondaryOnly
        case .displace: return .oneBesideSecondary
        case .tile, .automatic: return columns.count == 3 ? .twoBesideSecondary : .oneBesideSecondary
        }
    }

    /// `mode` as `behavior` offers it (UIKit's documented table), for `columns` columns.
    static func displayMode(_ mode: DisplayMode, under behavior: SplitBehavior, columns: Int) -> DisplayMode {
        var sidebars: Int
        switch mode {
        case .automatic, .secondaryOnly: return .secondaryOnly
        case .oneBesideSecondary, .oneOverSecondary: sidebars = 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: sidebars = 2
        }
        if columns < 3 { sidebars = 1 }
        switch (behavior, sidebars) {
        case (.overlay, 1): return .oneOverSecondary
        case (.overlay, _): return .twoOverSecondary
        case (.displace, 1), (.tile, 1), (.automatic, 1): return .oneBesideSecondary
        case (.displace, _): return .twoDisplaceSecondary
        default: return .twoBesideSecondary
        }
    }
}
