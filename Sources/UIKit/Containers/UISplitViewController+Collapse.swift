extension UISplitViewController {
    /// What a collapsed split view shows and what it moved to get there.
    struct CollapsedState {
        /// The one controller on screen (the `.compact` column's, else a navigation controller).
        var shown: UIViewController
        /// The column on top of the collapsed stack.
        var topColumn: Column
        /// The stacks of the columns whose controllers were moved onto `shown`, to give back.
        var movedStacks: [(navigation: UINavigationController, stack: [UIViewController])]
    }

    /// Brings the arrangement in line with the traits once the view is loaded (collapses in a
    /// horizontally compact environment, expands in a regular one) and makes the controllers
    /// it uses children.
    func arrange() {
        if isViewLoaded {
            let compact = traitCollection.horizontalSizeClass == .compact
            if compact, collapse == nil {
                collapseColumns()
            } else if !compact, collapse != nil {
                expandColumns()
            }
        }
        adoptChildren()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Makes every controller the arrangement shows a child (adding in column order), and
    /// lets go of children it no longer uses.
    private func adoptChildren() {
        var wanted: [UIViewController] = []
        if let collapse {
            wanted = [collapse.shown]
        } else if style == .unspecified {
            wanted = classicControllers
        } else {
            wanted = columns.compactMap { columnNavigations[$0] }
        }
        for child in children where !wanted.contains(where: { $0 === child }) { detach(child) }
        for controller in wanted where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// The controllers whose views are on screen in the current arrangement.
    var visibleContainers: [UIViewController] {
        if let collapse { return [collapse.shown] }
        return visibleColumns.compactMap { container(for: $0) }
    }

    private func collapseColumns() {
        if style == .unspecified {
            collapseClassic()
        } else if let compact = columnControllers[.compact] {
            collapse = CollapsedState(shown: compact, topColumn: .compact, movedStacks: [])
        } else {
            collapseIntoPrimary()
        }
        if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
    }

    /// One navigation stack: the primary column's, then the supplementary's and the
    /// secondary's controllers up to the column the delegate puts on top (the secondary, as
    /// UIKit proposes).
    private func collapseIntoPrimary() {
        let present = columns.filter { columnNavigations[$0] != nil }
        guard let first = present.first, let root = columnNavigations[first] else { return }
        let proposed = present.last ?? .secondary
        var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        if !present.contains(top) { top = proposed }
        var moved: [(navigation: UINavigationController, stack: [UIViewController])] = [(root, root.viewControllers)]
        var stack = root.viewControllers
        for column in present.dropFirst() where column.rawValue <= top.rawValue {
            guard let navigation = columnNavigations[column] else { continue }
            let controllers = navigation.viewControllers
            moved.append((navigation, controllers))
            navigation.setViewControllers([], animated: false)
            stack += controllers
        }
        root.setViewControllers(stack, animated: false)
        collapse = CollapsedState(shown: root, topColumn: top, movedStacks: moved)
    }

    /// A classic split view: the delegate's controller, else the primary with the secondary
    /// pushed onto it when it is a navigation controller (the delegate may fold it in itself).
    private func collapseClassic() {
        guard let primary = classicControllers.first else { return }
        let shown = delegate?.primaryViewController(forCollapsing: self) ?? primary
        var moved: [(navigation: UINavigationController, stack: [UIViewController])] = []
        var top = Column.primary
        if classicControllers.count > 1, shown === primary {
            let secondary = classicControllers[1]
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if !handled, let navigation = primary as? UINavigationController {
                moved.append((navigation, navigation.viewControllers))
                var pushed = [secondary]
                if let secondaryNavigation = secondary as? UINavigationController {
                    pushed = secondaryNavigation.viewControllers
                    moved.append((secondaryNavigation, pushed))
                    secondaryNavigation.setViewControllers([], animated: false)
                }
                navigation.setViewControllers(navigation.viewControllers + pushed, animated: false)
                top = .secondary
            }
            if classicControllers[1].parent === self { detach(classicControllers[1]) }
        }
        collapse = CollapsedState(shown: shown, topColumn: top, movedStacks: moved)
    }

    /// Gives every column its own stack back, without telling the delegate (before a change
    /// of columns while collapsed).
    func restoreColumnStacks() {
        guard let collapse else { return }
        for (navigation, _) in collapse.movedStacks.reversed() { navigation.setViewControllers([], animated: false) }
        for (navigation, stack) in collapse.movedStacks { navigation.setViewControllers(stack, animated: false) }
        if collapse.shown.parent === self { detach(collapse.shown) }
        self.collapse = nil
    }

    private func expandColumns() {
        restoreColumnStacks()
        guard style != .unspecified else { return }
        let proposed = displayMode
        let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        if mode != proposed, mode != .automatic { chosenDisplayMode = mode }
        delegate?.splitViewControllerDidExpand(self)
    }
}
