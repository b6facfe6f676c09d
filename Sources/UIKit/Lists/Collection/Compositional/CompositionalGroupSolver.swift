import Foundation

/// Lays out one instance of a group: its subitems along its axis (repeated while they fit
/// when made with `subitems:`), the spacing between and around them (flexible spacing
/// sharing what is left), each item's content insets taken off its frame, nested groups
/// solved in turn; estimated sizes replaced by what the cells measured. Rules and sources:
/// docs/COLLECTION-VIEW.md.
@preconcurrency @MainActor
struct CompositionalGroupSolver {
    /// One item placed by a group.
    struct Leaf {
        var item: Int
        var frame: CGRect
        var estimatedAxes: UIAxis
        var zIndex = 0
        var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    }

    /// A solved group: its size and its items (in the group's coordinates).
    struct Result {
        var size: CGSize
        var leaves: [Leaf] = []
        var consumed: Int { leaves.count }
    }

    let environment: any NSCollectionLayoutEnvironment
    let itemCount: Int
    /// The size a cell measured, by item index.
    let measured: (Int) -> CGSize?

    /// Lays `group` out in a container of `container` size, its items from `firstItem`.
    func solve(_ group: NSCollectionLayoutGroup, container: CGSize, firstItem: Int) -> Result {
        let estimated = group.layoutSize.estimatedAxes
        let nominal = group.layoutSize.resolved(in: container)
        var result = solve(group, size: nominal, firstItem: firstItem)
        // An estimated dimension takes the content's extent; items whose size is a fraction
        // of that dimension are laid out again at the final size.
        var final = nominal
        if estimated.contains(.horizontal) { final.width = result.size.width }
        if estimated.contains(.vertical) { final.height = result.size.height }
        if final != nominal {
            result = solve(group, size: final, firstItem: firstItem)
            if estimated.contains(.horizontal) { result.size.width = final.width }
            if estimated.contains(.vertical) { result.size.height = final.height }
        }
        return result
    }

    /// Lays `group` out at `size`; the result's size is the content's extent on estimated
    /// axes, else `size`.
    private func solve(_ group: NSCollectionLayoutGroup, size: CGSize, firstItem: Int) -> Result {
        let estimated = group.layoutSize.estimatedAxes
        let inner = CGRect(origin: .zero, size: size).inset(by: group.contentInsets, skipping: estimated)
        switch group.arrangement {
        case .horizontal:
            return solveLine(group, inner: inner, size: size, axis: LayoutAxis(horizontal: true), firstItem: firstItem)
        case .vertical:
            return solveLine(group, inner: inner, size: size, axis: LayoutAxis(horizontal: false), firstItem: firstItem)
        case let .custom(provider):
            var result = Result(size: size)
            var bounding = CGRect.null
            for (offset, custom) in provider(environment).enumerated() where firstItem + offset < itemCount {
                let frame = custom.frame.offsetBy(dx: inner.minX, dy: inner.minY)
                result.leaves.append(Leaf(item: firstItem + offset, frame: frame, estimatedAxes: [], zIndex: custom.zIndex, supplementaryItems: []))
                bounding = bounding.union(frame)
            }
            if !bounding.isNull {
                if estimated.contains(.horizontal) { result.size.width = bounding.maxX }
                if estimated.contains(.vertical) { result.size.height = bounding.maxY }
            }
            return result
        }
    }

    /// A subitem placed on a line, before spacing is shared out.
    private struct Slot {
        var size: CGSize
        var nested: Result?
        var item: NSCollectionLayoutItem
        var itemIndex: Int
        var estimatedAxes: UIAxis
    }

    private func solveLine(_ group: NSCollectionLayoutGroup, inner: CGRect, size: CGSize, axis: LayoutAxis, firstItem: Int) -> Result {
        guard !group.subitems.isEmpty else { return Result(size: size) }
        let available = axis.along(inner.size)
        let alongEstimated = group.layoutSize.estimatedAxes.contains(axis.uiAxis)
        let gap = group.interItemSpacing
        var slots: [Slot] = []
        var used: CGFloat = 0
        var next = firstItem
        var index = 0
        while next < itemCount {
            let item = group.subitems[index % group.subitems.count]
            if let count = group.repeatCount {
                if index >= count { break }
            } else if index >= group.subitems.count && (alongEstimated || index > 10_000) {
                break
            }
            var slot = makeSlot(item, container: inner.size, itemIndex: next)
            if group.resizesToFit, let count = group.repeatCount, count > 0 {
                let length = (available - CGFloat(count - 1) * (gap?.spacing ?? 0)) / CGFloat(count)
                slot.size = axis.size(along: max(0, length), across: axis.across(slot.size))
            }
            let spacing = edgeSpacing(item, axis: axis)
            let needed = used + (index > 0 ? gap?.spacing ?? 0 : 0) + spacing.start.min + axis.along(slot.size) + spacing.end.min
            if group.repeatCount == nil, index >= group.subitems.count, needed > available + FlowLine.tolerance { break }
            if index >= group.subitems.count, axis.along(slot.size) <= 0 { break }
            used = needed
            slots.append(slot)
            next += max(1, slot.nested?.consumed ?? 1)
            index += 1
        }
        return place(slots, group: group, inner: inner, size: size, axis: axis, used: used)
    }

    private func makeSlot(_ item: NSCollectionLayoutItem, container: CGSize, itemIndex: Int) -> Slot {
        if let nested = item as? NSCollectionLayoutGroup {
            let result = solve(nested, container: container, firstItem: itemIndex)
            return Slot(size: result.size, nested: result, item: item, itemIndex: itemIndex, estimatedAxes: [])
        }
        let axes = item.layoutSize.estimatedAxes
        var size = item.layoutSize.resolved(in: container)
        if !axes.isEmpty, let measured = measured(itemIndex) {
            if axes.contains(.horizontal) { size.width = measured.width }
            if axes.contains(.vertical) { size.height = measured.height }
        }
        return Slot(size: size, nested: nil, item: item, itemIndex: itemIndex, estimatedAxes: axes)
    }

    /// The least space and flexibility before and after an item along `axis`, and across it.
    private func edgeSpacing(_ item: NSCollectionLayoutItem, axis: LayoutAxis)
        -> (start: (min: CGFloat, flexible: Bool), end: (min: CGFloat, flexible: Bool), crossStart: (min: CGFloat, flexible: Bool),
            crossEnd: (min: CGFloat, flexible: Bool)) {
        let edges = item.edgeSpacing
        func read(_ spacing: NSCollectionLayoutSpacing?) -> (min: CGFloat, flexible: Bool) {
            (spacing?.spacing ?? 0, spacing?.isFlexibleSpacing ?? false)
        }
        if axis.horizontal {
            return (read(edges?.leading), read(edges?.trailing), read(edges?.top), read(edges?.bottom))
        }
        return (read(edges?.top), read(edges?.bottom), read(edges?.leading), read(edges?.trailing))
    }

    /// Positions the slots, sharing leftover room among flexible spaces, and takes each
    /// item's content insets off its frame.
    private func place(_ slots: [Slot], group: NSCollectionLayoutGroup, inner: CGRect, size: CGSize, axis: LayoutAxis, used: CGFloat) -> Result {
        let estimated = group.layoutSize.estimatedAxes
        let gapFlexible = group.interItemSpacing?.isFlexibleSpacing ?? false
        var flexibleCount = gapFlexible ? max(0, slots.count - 1) : 0
        for slot in slots {
            let spacing = edgeSpacing(slot.item, axis: axis)
            if spacing.start.flexible { flexibleCount += 1 }
            if spacing.end.flexible { flexibleCount += 1 }
        }
        let leftover = estimated.contains(axis.uiAxis) ? 0 : axis.along(inner.size) - used
        let extra = leftover > 0 && flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        var result = Result(size: size)
        var cursor: CGFloat = 0
        var crossExtent: CGFloat = 0
        for (position, slot) in slots.enumerated() {
            let spacing = edgeSpacing(slot.item, axis: axis)
            if position > 0 { cursor += (group.interItemSpacing?.spacing ?? 0) + (gapFlexible ? extra : 0) }
            cursor += spacing.start.min + (spacing.start.flexible ? extra : 0)
            let thickness = axis.across(slot.size)
            let crossRoom = axis.across(inner.size) - thickness - spacing.crossStart.min - spacing.crossEnd.min
            var crossOffset = spacing.crossStart.min
            if crossRoom > 0 {
                if spacing.crossStart.flexible && spacing.crossEnd.flexible { crossOffset += crossRoom / 2 }
                else if spacing.crossStart.flexible { crossOffset += crossRoom }
            }
            let origin = axis.point(along: axis.minAlong(inner) + cursor, across: axis.minAcross(inner) + crossOffset)
            let outer = CGRect(origin: origin, size: slot.size)
            if let nested = slot.nested {
                for var leaf in nested.leaves {
                    leaf.frame = leaf.frame.offsetBy(dx: outer.minX, dy: outer.minY)
                    result.leaves.append(leaf)
                }
            } else {
                let frame = outer.inset(by: slot.item.contentInsets, skipping: slot.estimatedAxes)
                result.leaves.append(Leaf(item: slot.itemIndex, frame: frame, estimatedAxes: slot.estimatedAxes,
                                          supplementaryItems: slot.item.supplementaryItems))
            }
            cursor += axis.along(slot.size) + spacing.end.min + (spacing.end.flexible ? extra : 0)
            crossExtent = max(crossExtent, crossOffset + thickness + spacing.crossEnd.min)
        }
        // Content insets are ignored on estimated axes, so an estimated extent is the content's.
        if estimated.contains(axis.uiAxis) {
            result.size = axis.size(along: cursor, across: axis.across(result.size))
        }
        if estimated.contains(axis.crossAxis) {
            let naturalSlots = slots.filter { !isFractionalAcross($0.item, axis: axis) }
            if !naturalSlots.isEmpty { result.size = axis.size(along: axis.along(result.size), across: crossExtent) }
        }
        return result
    }

    /// Whether the item's size across the line is a fraction of the group's.
    private func isFractionalAcross(_ item: NSCollectionLayoutItem, axis: LayoutAxis) -> Bool {
        let dimension = axis.horizontal ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
        return axis.horizontal ? dimension.isFractionalHeight : dimension.isFractionalWidth
    }
}
