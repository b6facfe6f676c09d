/// Reads a visual format string by Auto Layout's grammar:
///
///     format     := (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view       := "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection := "" | "-" | "-" simple "-" | "-" "(" predicate ("," predicate)* ")" "-"
///     simple     := metric | number
///     predicate  := ("==" | "<=" | ">=")? (metric | number | view name) ("@" (metric | number))?
///
/// Names are C identifiers, looked up in the views and metrics dictionaries; spaces between
/// tokens are skipped.
struct VisualFormatParser {
    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        if let first = peek(), first == "H" || first == "V", characters.dropFirst(index + 1).first(where: { $0 != " " }) == ":" {
            format.vertical = first == "V"
            index += 1
            try expect(":")
        }
        if take("|") { format.leadingEdge = try connection() }
        format.elements.append(try element())
        while peek() != nil {
            let link = try connection()
            if take("|") {
                format.trailingEdge = link
                break
            }
            format.connections.append(link)
            format.elements.append(try element())
        }
        if peek() != nil { throw VisualFormatError(reason: "Unexpected '\(characters[index])'", offset: index) }
        return format
    }

    // MARK: Grammar

    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        if let next = peek(), next == "[" || next == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if take("(") {
            predicates = try predicateList()
        } else {
            let start = index
            guard let value = try constant(allowingViews: false).constant else {
                throw VisualFormatError(reason: "Expected a number or metric name", offset: start)
            }
            predicates = [VisualFormat.Predicate(constant: value)]
        }
        try expect("-")
        return .predicates(predicates)
    }

    private mutating func element() throws(VisualFormatError) -> VisualFormat.Element {
        try expect("[")
        let offset = index
        let name = try identifier()
        guard let view = views[name] as? UIView else {
            let reason = views[name] == nil ? "\(name) is not a key in the views dictionary" : "\(name) is not a view"
            throw VisualFormatError(reason: reason, offset: offset)
        }
        var predicates: [VisualFormat.Predicate] = []
        if take("(") { predicates = try predicateList(allowingViews: true) }
        try expect("]")
        return VisualFormat.Element(view: view, predicates: predicates, offset: offset)
    }

    /// Predicates up to and including the closing parenthesis.
    private mutating func predicateList(allowingViews: Bool = false) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        var predicates: [VisualFormat.Predicate] = []
        repeat {
            var predicate = VisualFormat.Predicate()
            if take("==") {
                predicate.relation = .equal
            } else if take("<=") {
                predicate.relation = .lessThanOrEqual
            } else if take(">=") {
                predicate.relation = .greaterThanOrEqual
            }
            (predicate.constant, predicate.view) = try constant(allowingViews: allowingViews)
            if take("@") {
                let start = index
                guard let priority = try constant(allowingViews: false).constant else {
                    throw VisualFormatError(reason: "Expected a priority", offset: start)
                }
                predicate.priority = UILayoutPriority(Float(priority))
            }
            predicates.append(predicate)
        } while take(",")
        try expect(")")
        return predicates
    }

    /// A number, a metric, or (in a view's predicates) another view.
    private mutating func constant(allowingViews: Bool) throws(VisualFormatError) -> (constant: CGFloat?, view: UIView?) {
        skipSpaces()
        let start = index
        if let next = peek(), next.isLetter || next == "_" {
            let name = try identifier()
            if let value = metrics[name] {
                guard let number = Self.number(value) else {
                    throw VisualFormatError(reason: "The metric \(name) is not a number", offset: start)
                }
                return (number, nil)
            }
            if allowingViews, let view = views[name] as? UIView { return (nil, view) }
            throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary", offset: start)
        }
        var text = ""
        while let next = peek(), next.isNumber || next == "." || ((next == "-" || next == "+") && text.isEmpty && isNumberAhead) {
            text.append(next)
            index += 1
        }
        guard let value = Double(text) else { throw VisualFormatError(reason: "Expected a number or name", offset: start) }
        return (CGFloat(value), nil)
    }

    // MARK: Tokens

    private var isNumberAhead: Bool {
        index + 1 < characters.count && (characters[index + 1].isNumber || characters[index + 1] == ".")
    }

    private mutating func identifier() throws(VisualFormatError) -> String {
        skipSpaces()
        var name = ""
        while let next = peek(), next.isLetter || next == "_" || (next.isNumber && !name.isEmpty) {
            name.append(next)
            index += 1
        }
        guard !name.isEmpty else { throw VisualFormatError(reason: "Expected a name", offset: index) }
        return name
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return index < characters.count ? characters[index] : nil
    }

    private mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let token = Array(token)
        guard characters.count - index >= token.count, Array(characters[index..<index + token.count]) == token else { return false }
        index += token.count
        return true
    }

    private mutating func expect(_ token: String) throws(VisualFormatError) {
        guard take(token) else {
            let found = index < characters.count ? "'\(characters[index])'" : "the end"
            throw VisualFormatError(reason: "Expected '\(token)', found \(found)", offset: index)
        }
    }

    /// A metric's value as a number.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
