extension UIView {
    /// `point` from this view's coordinates into `view`'s (the window's, for nil).
    func baseConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// `point` from `view`'s coordinates (the window's, for nil) into this view's.
    func baseConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// `rect` from this view's coordinates into `view`'s: the bounding box when a transform
    /// rotates it.
    func baseConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// `rect` from `view`'s coordinates into this view's.
    func baseConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }

    /// The tree below this view, one view per line, indented by depth (the debugger's
    /// `recursiveDescription`, without addresses so it reads the same every run).
    package var recursiveDescription: String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.stableDescription)
            for subview in view.storedSubviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
