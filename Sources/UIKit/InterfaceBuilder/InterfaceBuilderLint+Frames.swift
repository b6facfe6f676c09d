import Foundation
import InterfaceBuilder

extension InterfaceBuilderLint {
    /// The element names whose size depends on text metrics (the product's fonts are not
    /// Apple's, so their frames can differ by a point without anything being wrong).
    static let textElements: Set<String> = ["label", "button", "textField", "textView", "segmentedControl", "searchBar"]

    /// Views whose constraints do not decide their frame (Interface Builder's "ambiguous
    /// layout"), and views whose frame after layout is not the one the document stores
    /// (its "misplaced view"): only views whose size and position no text decides, laid out at the
    /// size the document was saved for. `views` are the loaded views by element id.
    @MainActor
    static func misplacedViews(in document: IBDocument, root: IBElement, views: [String: UIView]) -> [Finding] {
        let textDependent = textDependentIDs(root)
        var findings: [Finding] = []
        var ambiguous = Set<String>()
        for element in root.descendantsAndSelf where element.id != root.id {
            guard let id = element.id, let view = views[id], view.superview != nil, !view.translatesAutoresizingMaskIntoConstraints,
                  view.hasAmbiguousLayout else { continue }
            ambiguous.insert(id)
            findings.append(Finding(rule: "ambiguous-layout",
                                    message: "\(document.name) line \(element.line): \(element["customClass"] ?? element.name) \"\(id)\" has an ambiguous "
                                        + "layout: its constraints do not decide its frame. Add the missing position or size constraint."))
        }
        for element in root.descendantsAndSelf where element.id != root.id {
            guard let id = element.id, !textDependent.contains(id), !ambiguous.contains(id), let view = views[id], view.superview != nil,
                  !view.translatesAutoresizingMaskIntoConstraints,
                  let stored = element.child(key: "frame", named: "rect").flatMap(IBRectValue.init) else { continue }
            let expected = CGRect(x: stored.x, y: stored.y, width: stored.width, height: stored.height)
            let actual = view.frame
            let off = max(abs(actual.minX - expected.minX), abs(actual.minY - expected.minY),
                          abs(actual.width - expected.width), abs(actual.height - expected.height))
            if off > 0.5 {
                findings.append(Finding(rule: "misplaced-view",
                                        message: "\(document.name) line \(element.line): \(element["customClass"] ?? element.name) \"\(id)\" is stored at "
                                            + "\(describe(expected)) but its constraints place it at \(describe(actual)). "
                                            + "Update Frames in Interface Builder, or fix the constraints."))
            }
        }
        return findings
    }

    /// Ids of elements whose frame text can decide: text views themselves, the views holding
    /// them, and every view after one of those in a stack or a chain of siblings.
    private static func textDependentIDs(_ root: IBElement) -> Set<String> {
        var result = Set<String>()
        func visit(_ element: IBElement) -> Bool {
            var dependsOnText = textElements.contains(element.name)
            for child in element.child(named: "subviews")?.children ?? [] where visit(child) {
                dependsOnText = true
            }
            if dependsOnText {
                // Siblings constrained to it move with it: the whole parent's subtree is left out.
                if let id = element.id { result.insert(id) }
                for sibling in element.child(named: "subviews")?.children ?? [] {
                    for descendant in sibling.descendantsAndSelf { if let id = descendant.id { result.insert(id) } }
                }
            }
            return dependsOnText
        }
        _ = visit(root)
        return result
    }

    private static func describe(_ rect: CGRect) -> String {
        let numbers = [rect.minX, rect.minY, rect.width, rect.height].map(LayoutNumber.format)
        return "(" + numbers.joined(separator: ", ") + ")"
    }
}
