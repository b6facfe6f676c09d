/// A layout constraint as an Interface Builder document writes it, before its items are
/// resolved to views.
package struct IBConstraintValue: Hashable, Sendable {
    /// The first item's object id; nil means the view the constraint is written in.
    package var firstItem: String?
    package var firstAttribute: String
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    package var relation: String
    /// The second item's object id; nil with a second attribute means the view the
    /// constraint is written in, nil without one a constant-only constraint.
    package var secondItem: String?
    package var secondAttribute: String?
    /// The multiplier (documents write ratios, `multiplier="16:9"`, or decimals).
    package var multiplier: Double
    package var constant: Double
    /// 1000 when absent.
    package var priority: Double
    /// The constraint's `identifier` (for debugging), if set.
    package var identifier: String?
    /// The object id of the constraint itself (outlets point at it).
    package var id: String?
    /// A placeholder constraint, removed at build time (`placeholder="YES"`).
    package var isPlaceholder: Bool

    /// Reads a `<constraint>` element; nil for one without a first attribute or with a
    /// multiplier it cannot read.
    package init?(_ element: IBElement) {
        guard let firstAttribute = element["firstAttribute"] else { return nil }
        self.firstAttribute = firstAttribute
        firstItem = element["firstItem"]
        relation = element["relation"] ?? "equal"
        secondItem = element["secondItem"]
        secondAttribute = element["secondAttribute"]
        guard let multiplier = Self.multiplier(element["multiplier"]) else { return nil }
        self.multiplier = multiplier
        constant = element.number("constant") ?? 0
        priority = element.number("priority") ?? 1000
        identifier = element["identifier"]
        id = element.id
        isPlaceholder = element.bool("placeholder") ?? false
    }

    /// `1`, `0.5`, or a ratio `16:9` as a number; 1 when absent; nil when unreadable or
    /// when a ratio divides by zero.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        // Xcode writes a ratio as `16:9`, and sometimes as `2/3`.
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        if parts.count == 2 {
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else { return nil }
            return numerator / denominator
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
