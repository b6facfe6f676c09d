import Foundation
import SwiftSyntax

/// The `#if` conditions a declaration is compiled under, so generated code that refers to it
/// is compiled under the same ones.
enum CompilationConditions {
    /// The conditions of the `#if` clauses around `node`, outermost first, as the mirror
    /// rewrites them: `#elseif b` after `#if a` is `!(a) && (b)`, `#else` is `!(a)`.
    static func around(_ node: some SyntaxProtocol) -> [String] {
        var conditions: [String] = []
        var current = Syntax(node)
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
                var parts: [String] = []
                for earlier in list {
                    if earlier.id == clause.id { break }
                    if let condition = earlier.condition { parts.append("!(\(rewritten(condition)))") }
                }
                if let condition = clause.condition { parts.append("(\(rewritten(condition)))") }
                if !parts.isEmpty { conditions.insert(parts.joined(separator: " && "), at: 0) }
            }
            current = parent
        }
        return conditions
    }

    /// `text` wrapped in `#if` for `conditions` (as is when there are none).
    static func wrap(_ text: String, in conditions: [String]) -> String {
        guard !conditions.isEmpty else { return text }
        return "#if \(conditions.joined(separator: " && "))\n\(text)\n#endif"
    }

    /// A condition as the mirror rewrites it: `os(iOS)` also holds on Linux.
    private static func rewritten(_ condition: ExprSyntax) -> String {
        condition.trimmedDescription.replacingOccurrences(of: "os(iOS)", with: "(os(iOS) || os(Linux))")
    }
}
