import SwiftSyntax

extension SyntaxProtocol {
    /// The nodes of type `T` in this subtree, in source order.
    func descendants<T: SyntaxProtocol>(of type: T.Type) -> [T] {
        var found: [T] = []
        var stack: [Syntax] = [Syntax(self)]
        while let node = stack.popLast() {
            if let match = node.as(T.self) { found.append(match) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of type `T`.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(T.self) { return match }
            current = node.parent
        }
        return nil
    }
}
