import Foundation

/// Lays out one section of a compositional layout along the layout's scrolling axis: its
/// headers (extending the section's boundary unless told not to), its content insets, its
/// group repeated until the items run out (or, scrolling orthogonally, groups side by side
/// across the axis from the leading inset, cut off by the collection view), its footers,
/// the supplementary items anchored to its items, and its decoration views over the whole
/// section. Rules and sources: docs/COLLECTION-VIEW.md.
@preconcurrency @MainActor
struct CompositionalSectionSolver {
    let section: Int
    let itemCount: Int
    let environment: any NSCollectionLayoutEnvironment
    /// "Along" is the layout's scrolling direction.
    let axis: LayoutAxis
    /// Where the section starts across the layout, and its extent.
    let crossOrigin: CGFloat
    let crossLength: CGFloat
    /// The container's extent along the scrolling axis (fractional heights of groups).
    let alongLength: CGFloat
    let measured: (CollectionElementKey) -> CGSize?

    func solve(_ descriptor: NSCollectionLayoutSection, start: CGFloat) -> CompositionalGeometry.Section {
        var result = CompositionalGeometry.Section()
        let insets = descriptor.contentInsets
        let along = axis.insets(insets)
        let cross = axis.crossInsets(insets)
        let contentCross = max(0, crossLength - cross.start - cross.end)
        let boundary = descriptor.boundarySupplementaryItems
        var headers: [CompositionalGeometry.Element] = []
        var cursor = start
        var startExtent: CGFloat = 0
        for item in boundary where isAtStart(item) {
            var element = boundaryElement(item, descriptor: descriptor, along: start, contentCross: contentCross, crossInset: cross.start)
            if item.extendsBoundary { startExtent = max(startExtent, axis.along(element.frame.size)) }
            element.zIndex = item.zIndex
            headers.append(element)
        }
        cursor += startExtent + along.start
        let solver = CompositionalGroupSolver(environment: environment, itemCount: itemCount) { item in
            measured(CollectionElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section)))
        }
        let groupContainer = axis.size(along: alongLength, across: contentCross)
        var leaves: [CompositionalGroupSolver.Leaf] = []
        var next = 0
        if descriptor.orthogonalScrollingBehavior == .none {
            var first = true
            while next < itemCount {
                let group = solver.solve(descriptor.group, container: groupContainer, firstItem: next)
                guard group.consumed > 0 else { break }
                if !first { cursor += descriptor.interGroupSpacing }
                first = false
                let origin = axis.point(along: cursor, across: crossOrigin + cross.start)
                leaves += group.leaves.map { moved($0, by: origin) }
                cursor += axis.along(group.size)
                next += group.consumed
            }
        } else {
            var crossCursor = crossOrigin + cross.start
            var thickness: CGFloat = 0
            var first = true
            while next < itemCount {
                let group = solver.solve(descriptor.group, container: groupContainer, firstItem: next)
                guard group.consumed > 0 else { break }
                if first, descriptor.orthogonalScrollingBehavior == .groupPagingCentered {
                    crossCursor = crossOrigin + (crossLength - axis.across(group.size)) / 2
                } else if !first {
                    crossCursor += descriptor.interGroupSpacing
                }
                first = false
                let origin = axis.point(along: cursor, across: crossCursor)
                leaves += group.leaves.map { moved($0, by: origin) }
                crossCursor += axis.across(group.size)
                thickness = max(thickness, axis.along(group.size))
                next += group.consumed
            }
            cursor += thickness
        }
        let contentEnd = cursor
        cursor += along.end
        var endExtent: CGFloat = 0
        var footers: [CompositionalGeometry.Element] = []
        for item in boundary where isAtEnd(item) {
            var element = boundaryElement(item, descriptor: descriptor, along: cursor, contentCross: contentCross, crossInset: cross.start)
            if !item.extendsBoundary {
                element.frame.origin = axis.point(along: contentEnd - axis.along(element.frame.size), across: axis.minAcross(element.frame))
            } else {
                endExtent = max(endExtent, axis.along(element.frame.size))
            }
            element.zIndex = item.zIndex
            footers.append(element)
        }
        cursor += endExtent
        result.frame = axis.rect(along: start, across: crossOrigin, length: cursor - start, thickness: crossLength)
        let pinRange = start...cursor
        for (offset, item) in boundary.filter(isAtStart).enumerated() where item.pinToVisibleBounds {
            headers[offset].pin = (pinRange, true)
        }
        for (offset, item) in boundary.filter(isAtEnd).enumerated() where item.pinToVisibleBounds {
            footers[offset].pin = (pinRange, false)
        }
        for (index, decoration) in descriptor.decorationItems.enumerated() {
            let key = CollectionElementKey(category: .decorationView, kind: decoration.elementKind, indexPath: IndexPath(item: index, section: section))
            result.elements.append(CompositionalGeometry.Element(key: key, frame: result.frame.inset(by: decoration.contentInsets, skipping: []),
                                                                 zIndex: decoration.zIndex))
        }
        for leaf in leaves {
            let indexPath = IndexPath(item: leaf.item, section: section)
            result.elements.append(CompositionalGeometry.Element(key: CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath),
                                                                 frame: leaf.frame, zIndex: leaf.zIndex, estimatedAxes: leaf.estimatedAxes))
            for supplementary in leaf.supplementaryItems {
                let key = CollectionElementKey(category: .supplementaryView, kind: supplementary.elementKind, indexPath: indexPath)
                var size = supplementary.layoutSize.resolved(in: leaf.frame.size)
                let axes = supplementary.layoutSize.estimatedAxes
                if let measured = measured(key) {
                    if axes.contains(.horizontal) { size.width = measured.width }
                    if axes.contains(.vertical) { size.height = measured.height }
                }
                let frame = supplementary.containerAnchor.frame(of: size, in: leaf.frame, rightToLeft: false)
                result.elements.append(CompositionalGeometry.Element(key: key, frame: frame, zIndex: supplementary.zIndex, estimatedAxes: axes))
            }
        }
        result.elements += headers + footers
        return result
    }

    private func moved(_ leaf: CompositionalGroupSolver.Leaf, by origin: CGPoint) -> CompositionalGroupSolver.Leaf {
        var leaf = leaf
        leaf.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
        return leaf
    }

    /// Whether a boundary item sits before the content along the scrolling axis.
    func isAtStart(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> Bool {
        axis.horizontal ? [.leading, .topLeading, .bottomLeading].contains(item.alignment) : item.isAtStart
    }

    /// Whether a boundary item sits after the content along the scrolling axis.
    func isAtEnd(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> Bool {
        axis.horizontal ? [.trailing, .topTrailing, .bottomTrailing].contains(item.alignment) : item.isAtEnd
    }

    /// A boundary item's element at `along`, sized relative to the section (less its
    /// leading and trailing insets when supplementaries follow them) and aligned across.
    private func boundaryElement(_ item: NSCollectionLayoutBoundarySupplementaryItem, descriptor: NSCollectionLayoutSection, along: CGFloat,
                                 contentCross: CGFloat, crossInset: CGFloat) -> CompositionalGeometry.Element {
        let follows = descriptor.supplementariesFollowContentInsets
        let room = follows ? contentCross : crossLength
        let roomStart = crossOrigin + (follows ? crossInset : 0)
        var size = item.layoutSize.resolved(in: axis.size(along: alongLength, across: room))
        let key = CollectionElementKey(category: .supplementaryView, kind: item.elementKind, indexPath: IndexPath(item: 0, section: section))
        let axes = item.layoutSize.estimatedAxes
        if let measured = measured(key) {
            if axes.contains(.horizontal) { size.width = measured.width }
            if axes.contains(.vertical) { size.height = measured.height }
        }
        let thickness = axis.across(size)
        let startSide: [NSRectAlignment] = axis.horizontal ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
        let endSide: [NSRectAlignment] = axis.horizontal ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
        let crossStart = startSide.contains(item.alignment) ? roomStart
            : endSide.contains(item.alignment) ? roomStart + room - thickness : roomStart + (room - thickness) / 2
        var frame = axis.rect(along: along, across: crossStart, length: axis.along(size), thickness: thickness)
        frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
        return CompositionalGeometry.Element(key: key, frame: frame, estimatedAxes: axes)
    }
}
