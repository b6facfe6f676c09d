import Foundation

/// Computes a compositional layout's geometry: the environment handed to the section
/// provider (the content size inside the adjusted content inset, the reference insets),
/// the layout's own headers, each section after the one before with the inter-section
/// spacing, and the layout's footers; mirrored for right-to-left layouts.
@preconcurrency @MainActor
struct CompositionalLayoutSolver {
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    let measured: [CollectionElementKey: CGSize]

    func solve() -> (geometry: CompositionalGeometry, listBackground: UIColor?) {
        var geometry = CompositionalGeometry()
        let configuration = layout.currentConfiguration
        let axis = LayoutAxis(horizontal: configuration.scrollDirection == .horizontal)
        let adjusted = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let contentSize = CGSize(width: max(0, bounds.width - adjusted.left - adjusted.right),
                                 height: max(0, bounds.height - adjusted.top - adjusted.bottom))
        let layoutInsets = referenceInsets(configuration.contentInsetsReference, axis: axis)
        let environment = CompositionalEnvironment(
            container: CompositionalContainer(contentSize: contentSize, contentInsets: .zero, effectiveContentInsets: layoutInsets),
            traitCollection: collectionView.traitCollection)
        let lookup: (CollectionElementKey) -> CGSize? = { measured[$0] }
        var cursor: CGFloat = 0
        let globalSolver = CompositionalSectionSolver(section: 0, itemCount: 0, environment: environment, axis: axis, crossOrigin: 0,
                                                      crossLength: axis.across(contentSize), alongLength: axis.along(contentSize),
                                                      measured: lookup)
        let globalItems = configuration.boundarySupplementaryItems
        let globalHeader = NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0),
                                                                                                          heightDimension: .absolute(0)), subitems: []))
        globalHeader.boundarySupplementaryItems = globalItems.filter(globalSolver.isAtStart)
        let top = globalSolver.solve(globalHeader, start: cursor)
        geometry.global += top.elements
        cursor = axis.maxAlong(top.frame)
        var listBackground: UIColor?
        let sectionCount = collectionView.numberOfSections
        for index in 0..<sectionCount {
            guard let descriptor = layout.section(at: index, environment: environment) else {
                RenderIssues.report("The section provider of \(collectionView.layoutItemName)'s compositional layout returned nil for section "
                    + "\(index) (UIKit stops the program here); the section is left empty. Return a section for every index.")
                geometry.sections.append(CompositionalGeometry.Section(frame: axis.rect(along: cursor, across: 0, length: 0, thickness: 0)))
                continue
            }
            if index > 0 { cursor += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: index)
            let section: CompositionalGeometry.Section
            if let list = descriptor.listConfiguration {
                if listBackground == nil { listBackground = list.resolvedBackgroundColor }
                section = listSection(index, count: count, configuration: list, start: cursor, lookup: lookup)
            } else {
                let reference = descriptor.contentInsetsReference == .automatic ? configuration.contentInsetsReference : descriptor.contentInsetsReference
                let insets = referenceInsets(reference, axis: axis)
                let crossStart = axis.horizontal ? insets.top : insets.leading
                let crossEnd = axis.horizontal ? insets.bottom : insets.trailing
                let solver = CompositionalSectionSolver(section: index, itemCount: count, environment: environment, axis: axis,
                                                        crossOrigin: crossStart, crossLength: max(0, axis.across(contentSize) - crossStart - crossEnd),
                                                        alongLength: axis.along(environment.container.effectiveContentSize), measured: lookup)
                section = solver.solve(descriptor, start: cursor)
            }
            geometry.sections.append(section)
            cursor = axis.maxAlong(section.frame)
        }
        let globalFooter = NSCollectionLayoutSection(group: globalHeader.group)
        globalFooter.boundarySupplementaryItems = globalItems.filter(globalSolver.isAtEnd)
        let bottom = globalSolver.solve(globalFooter, start: cursor)
        geometry.global += bottom.elements
        cursor = axis.maxAlong(bottom.frame)
        geometry.contentSize = axis.size(along: cursor, across: axis.across(contentSize))
        if !axis.horizontal && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            mirror(&geometry, width: contentSize.width)
        }
        geometry.buildIndex()
        return (geometry, listBackground)
    }

    /// A list section across the collection view (inset grouped and sidebar sections inset
    /// by its layout margins, which include the safe area).
    private func listSection(_ index: Int, count: Int, configuration: UICollectionLayoutListConfiguration, start: CGFloat,
                             lookup: @escaping (CollectionElementKey) -> CGSize?) -> CompositionalGeometry.Section {
        let margins = collectionView.layoutMargins
        let safe = collectionView.insetsLayoutMarginsFromSafeArea ? collectionView.safeAreaInsets : .zero
        let contentMargin = max(0, margins.left - safe.left)
        let inset = configuration.appearance == .insetGrouped || configuration.appearance == .sidebar
        let left = inset ? margins.left : 0
        let right = inset ? margins.right : 0
        let width = collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
        let solver = ListSectionSolver(section: index, itemCount: count, configuration: configuration, rowX: left,
                                       rowWidth: max(0, width - left - right), contentMargin: contentMargin, measured: lookup)
        return solver.solve(start: start)
    }

    /// The insets a reference adds inside the adjusted content inset, across the scrolling
    /// direction (along it the adjusted content inset already holds the safe area).
    private func referenceInsets(_ reference: UIContentInsetsReference, axis: LayoutAxis) -> NSDirectionalEdgeInsets {
        let adjusted = collectionView.adjustedContentInset
        let edges: UIEdgeInsets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: edges = collectionView.safeAreaInsets
        case .layoutMargins: edges = collectionView.layoutMargins
        case .readableContent:
            let readable = collectionView.readableContentGuide.layoutFrame
            edges = UIEdgeInsets(top: 0, left: readable.minX, bottom: 0, right: collectionView.bounds.width - readable.maxX)
        }
        if axis.horizontal {
            return NSDirectionalEdgeInsets(top: max(0, edges.top - adjusted.top), leading: 0, bottom: max(0, edges.bottom - adjusted.bottom), trailing: 0)
        }
        let left = max(0, edges.left - adjusted.left)
        let right = max(0, edges.right - adjusted.right)
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: 0, leading: rightToLeft ? right : left, bottom: 0, trailing: rightToLeft ? left : right)
    }

    /// Mirrors every frame across the content's width (right-to-left layouts).
    private func mirror(_ geometry: inout CompositionalGeometry, width: CGFloat) {
        func flip(_ rect: CGRect) -> CGRect { CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        for section in geometry.sections.indices {
            geometry.sections[section].frame = flip(geometry.sections[section].frame)
            for element in geometry.sections[section].elements.indices {
                geometry.sections[section].elements[element].frame = flip(geometry.sections[section].elements[element].frame)
            }
        }
        for element in geometry.global.indices { geometry.global[element].frame = flip(geometry.global[element].frame) }
    }
}
