extension View {
    /// The tree below this view with frames, one view a line (UIKit's
    /// `recursiveDescription`), e.g. `<Label: frame = (16 20; 120 21); text = "予約">`.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], depth: Int) {
        var parts = ["frame = \(frame)"]
        if let accessibilityIdentifier { parts.append("identifier = \"\(accessibilityIdentifier)\"") }
        if isHidden { parts.append("hidden") }
        if alpha != 1 { parts.append("alpha = \(Geometry.format(alpha))") }
        parts += descriptionDetails
        let indent = String(repeating: "   | ", count: depth)
        lines.append("\(indent)<\(typeName): \(parts.joined(separator: "; "))>")
        for subview in subviews {
            subview.describe(into: &lines, depth: depth + 1)
        }
    }

    /// The class name without its module.
    var typeName: String {
        let name = String(describing: type(of: self))
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The path from the root to this view, for warnings: `View > StackView > Label[2]`.
    public var hierarchyPath: String {
        var names: [String] = []
        var current: View? = self
        while let view = current {
            var name = view.accessibilityIdentifier.map { "\(view.typeName)(\($0))" } ?? view.typeName
            if let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) {
                name += "[\(index)]"
            }
            names.append(name)
            current = view.superview
        }
        return names.reversed().joined(separator: " > ")
    }
}
