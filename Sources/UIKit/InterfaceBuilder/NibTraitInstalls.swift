import InterfaceBuilder

/// The subviews and constraints of a view that a document installs only for some size
/// classes (`<variation>`): all are made, and those of the current size classes are in the
/// hierarchy and active; when the view's size classes change, they are swapped as UIKit
/// swaps them.
@MainActor
final class NibTraitInstalls {
    private let element: IBElement
    /// The subviews in document order, with their elements.
    private let subviews: [(element: IBElement, view: UIView)]
    /// The constraints the view holds, with their elements.
    private let constraints: [(element: IBElement, constraint: NSLayoutConstraint)]

    init(element: IBElement, subviews: [(element: IBElement, view: UIView)], constraints: [(element: IBElement, constraint: NSLayoutConstraint)]) {
        self.element = element
        self.subviews = subviews
        self.constraints = constraints
    }

    /// Installs what `traits`' size classes include and removes what they leave out.
    func install(in view: UIView, traits: UITraitCollection) {
        let variations = NibVariations(element, traits: traits)
        var previous: UIView?
        for (element, subview) in subviews {
            let wanted = variations.includes(element, in: "subviews")
            let installed = subview.superview === view
            if wanted && !installed {
                if let stack = view as? UIStackView {
                    let index = previous.flatMap { previous in stack.arrangedSubviews.firstIndex { $0 === previous } }.map { $0 + 1 } ?? 0
                    stack.insertArrangedSubview(subview, at: index)
                } else if let previous, let index = view.subviews.firstIndex(where: { $0 === previous }) {
                    view.insertSubview(subview, at: index + 1)
                } else {
                    view.insertSubview(subview, at: 0)
                }
            } else if !wanted && installed {
                subview.removeFromSuperview()
            }
            if wanted { previous = subview }
        }
        for (element, constraint) in constraints {
            let wanted = variations.includes(element, in: "constraints")
            let installed = view.constraints.contains { $0 === constraint }
            if wanted && !installed, itemsInstalled(constraint) {
                view.addConstraint(constraint)
            } else if !wanted && installed {
                view.removeConstraint(constraint)
            }
        }
    }

    /// Whether a constraint's views are in the hierarchy (one to a removed view is not added).
    private func itemsInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        for item in [constraint.firstItem, constraint.secondItem] {
            if let view = item as? UIView, view.superview == nil, !subviews.allSatisfy({ $0.view !== view }) { return false }
        }
        return true
    }
}
