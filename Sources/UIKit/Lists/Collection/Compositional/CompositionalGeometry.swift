import Foundation

/// A compositional layout's computed elements: every cell, supplementary and decoration
/// view with its frame, found by element or by rectangle; the content size.
struct CompositionalGeometry {
    /// One element's place.
    struct Element {
        var key: CollectionElementKey
        var frame: CGRect
        var zIndex = 0
        var estimatedAxes: UIAxis = []
        var listContext: ListItemContext?
        /// For a pinned header or footer: the extent along the main axis it stays within,
        /// and whether it sticks to the start (header) or the end (footer).
        var pin: (range: ClosedRange<CGFloat>, atStart: Bool)?
    }

    /// A section's elements and extent.
    struct Section {
        var frame = CGRect.zero
        var elements: [Element] = []
    }

    var sections: [Section] = []
    /// The layout's own headers and footers.
    var global: [Element] = []
    var contentSize = CGSize.zero
    var index: [CollectionElementKey: (section: Int, element: Int)] = [:]
    /// Whether some element is pinned (bounds changes then move it).
    var hasPinnedElements = false

    /// Indexes every element by key (section −1: the layout's own).
    mutating func buildIndex() {
        index.removeAll()
        for (sectionIndex, section) in sections.enumerated() {
            for (elementIndex, element) in section.elements.enumerated() {
                index[element.key] = (sectionIndex, elementIndex)
                if element.pin != nil { hasPinnedElements = true }
            }
        }
        for (elementIndex, element) in global.enumerated() {
            index[element.key] = (-1, elementIndex)
            if element.pin != nil { hasPinnedElements = true }
        }
    }

    func element(_ key: CollectionElementKey) -> Element? {
        guard let location = index[key] else { return nil }
        return location.section < 0 ? global[location.element] : sections[location.section].elements[location.element]
    }

    /// The elements whose frames (pinned ones where they stick now) meet `rect`.
    func elements(in rect: CGRect, pinnedFrame: (Element) -> CGRect) -> [Element] {
        var result: [Element] = []
        for section in sections where section.frame.intersects(rect) || section.elements.contains(where: { $0.pin != nil }) {
            for element in section.elements where pinnedFrame(element).intersects(rect) { result.append(element) }
        }
        for element in global where pinnedFrame(element).intersects(rect) { result.append(element) }
        return result
    }
}
