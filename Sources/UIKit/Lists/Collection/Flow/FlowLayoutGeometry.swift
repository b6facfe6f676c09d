import Foundation

/// A flow layout's computed frames: per section its header, items and footer, and the
/// content size. Made in `prepare()`, read by the queries.
struct FlowLayoutGeometry {
    struct Section {
        var header: CGRect?
        var footer: CGRect?
        var items: [CGRect] = []
        /// Which items still take an estimate in which axes (self-sizing).
        var estimatedAxes: [UIAxis] = []
        /// From the section's start to its end, header and footer included.
        var frame = CGRect.zero
        /// Where the items start and end (inside the section insets).
        var itemsFrame = CGRect.zero
    }

    var sections: [Section] = []
    var contentSize = CGSize.zero
}

/// Computes a flow layout's geometry from its properties, the delegate's per-section and
/// per-item answers and the sizes cells asked for.
@preconcurrency @MainActor
struct FlowLayoutGeometryBuilder {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let measured: [IndexPath: CGSize]
    /// Items measured wider than their line: sized again at the line's width.
    let clamped: Set<IndexPath>

    private var flowDelegate: UICollectionViewDelegateFlowLayout? { collectionView.delegate as? UICollectionViewDelegateFlowLayout }
    private var vertical: Bool { layout.scrollDirection == .vertical }

    /// The geometry, and the items whose measured size did not fit their line.
    func build() -> (FlowLayoutGeometry, overflowing: [IndexPath]) {
        var geometry = FlowLayoutGeometry()
        var overflowing: [IndexPath] = []
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        // The content's extent across the scrolling direction; along it, a running cursor.
        let across = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        var cursor: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var result = FlowLayoutGeometry.Section()
            let start = cursor
            let headerSize = flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
                ?? layout.headerReferenceSize
            let headerLength = vertical ? headerSize.height : headerSize.width
            if headerLength > 0 {
                result.header = rect(along: cursor, length: headerLength, across: 0, thickness: across)
                cursor += headerLength
            }
            let sectionInset = insets(for: section)
            let leading = vertical ? sectionInset.left : sectionInset.top
            let trailing = vertical ? sectionInset.right : sectionInset.bottom
            cursor += vertical ? sectionInset.top : sectionInset.left
            let itemsStart = cursor
            let available = across - leading - trailing
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                var (size, axes) = itemSize(at: indexPath)
                let length = vertical ? size.width : size.height
                if length > available + FlowLine.tolerance {
                    if measured[indexPath] != nil {
                        overflowing.append(indexPath)
                        if vertical { size.width = available } else { size.height = available }
                        axes = vertical ? .vertical : .horizontal
                    } else if axes.isEmpty {
                        reportTooWide(indexPath)
                    }
                }
                sizes.append(size)
                result.estimatedAxes.append(axes)
            }
            let lengths = sizes.map { vertical ? $0.width : $0.height }
            let thicknesses = sizes.map { vertical ? $0.height : $0.width }
            let interitem = flowDelegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing
            let lines = FlowLine.lines(lengths: lengths, thicknesses: thicknesses, available: available, spacing: interitem)
            result.items = [CGRect](repeating: .zero, count: count)
            for (lineIndex, line) in lines.enumerated() {
                if lineIndex > 0 { cursor += lineSpacing }
                let lineLengths = Array(lengths[line.items])
                let offsets = FlowLine.offsets(lengths: lineLengths, available: available, spacing: interitem, isLast: lineIndex == lines.count - 1)
                for (position, item) in line.items.enumerated() {
                    let thickness = thicknesses[item]
                    result.items[item] = rect(along: cursor + (line.thickness - thickness) / 2, length: thickness,
                                              across: leading + offsets[position], thickness: lengths[item])
                }
                cursor += line.thickness
            }
            result.itemsFrame = rect(along: itemsStart, length: cursor - itemsStart, across: leading, thickness: available)
            cursor += vertical ? sectionInset.bottom : sectionInset.right
            let footerSize = flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
                ?? layout.footerReferenceSize
            let footerLength = vertical ? footerSize.height : footerSize.width
            if footerLength > 0 {
                result.footer = rect(along: cursor, length: footerLength, across: 0, thickness: across)
                cursor += footerLength
            }
            result.frame = rect(along: start, length: cursor - start, across: 0, thickness: across)
            geometry.sections.append(result)
        }
        geometry.contentSize = vertical ? CGSize(width: max(0, across), height: cursor) : CGSize(width: cursor, height: max(0, across))
        return (geometry, overflowing)
    }

    /// A rectangle from its position along the scrolling direction and across it.
    private func rect(along: CGFloat, length: CGFloat, across: CGFloat, thickness: CGFloat) -> CGRect {
        vertical ? CGRect(x: across, y: along, width: thickness, height: length) : CGRect(x: along, y: across, width: length, height: thickness)
    }

    /// The item's size (the delegate's or `itemSize`; with self-sizing the measured size or
    /// the estimate) and the axes still estimated.
    private func itemSize(at indexPath: IndexPath) -> (CGSize, UIAxis) {
        let fixed = flowDelegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        let estimate = layout.estimatedItemSize
        guard estimate != .zero else { return (fixed, []) }
        let axes: UIAxis = clamped.contains(indexPath) ? (vertical ? .vertical : .horizontal) : [.horizontal, .vertical]
        if let size = measured[indexPath] { return (size, axes) }
        return (estimate == UICollectionViewFlowLayout.automaticSize ? fixed : estimate, axes)
    }

    /// The section's insets, plus what the inset reference adds across the scrolling
    /// direction (the safe area or layout margins beyond the adjusted content inset).
    private func insets(for section: Int) -> UIEdgeInsets {
        var insets = flowDelegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let reference: UIEdgeInsets
        switch layout.sectionInsetReference {
        case .fromContentInset: return insets
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let adjusted = collectionView.adjustedContentInset
        if vertical {
            insets.left += max(0, reference.left - adjusted.left)
            insets.right += max(0, reference.right - adjusted.right)
        } else {
            insets.top += max(0, reference.top - adjusted.top)
            insets.bottom += max(0, reference.bottom - adjusted.bottom)
        }
        return insets
    }

    private func reportTooWide(_ indexPath: IndexPath) {
        let across = vertical ? "width" : "height"
        let sides = vertical ? "left and right" : "top and bottom"
        RenderIssues.report("The behavior of the UICollectionViewFlowLayout is not defined because: the item \(across) must be less than "
            + "the \(across) of the UICollectionView minus the section insets \(sides) values, minus the content insets \(sides) values "
            + "(item \(indexPath)). Make the item smaller or the insets narrower.")
    }
}
