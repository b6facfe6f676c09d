/// One element of an Interface Builder document: its name, attributes, child elements and
/// text, as the XML has them. Interface Builder keys a child by its `key` attribute
/// (`<rect key="frame" .../>`, `<color key="backgroundColor" .../>`), which `child(key:)`
/// finds. Reading an attribute or finding a child through these accessors is noted in the
/// current `IBUsage`, so what a loading never read can be named.
package struct IBElement: Hashable, Sendable {
    /// The element's name: `view`, `label`, `constraint`, `rect`, ...
    package var name: String
    /// The attributes, by name.
    package var attributes: [String: String]
    /// The child elements, in document order.
    package var children: [IBElement]
    /// The text directly inside the element (a `<string>`'s value), whitespace kept.
    package var text: String
    /// The line of the document the element starts on (for messages).
    package var line: Int
    /// The element's place in document order (the root is 0), unique in its document.
    package var index: Int

    package init(name: String, attributes: [String: String] = [:], children: [IBElement] = [], text: String = "", line: Int = 0, index: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.index = index
    }

    /// The attribute `name`, if present.
    package subscript(_ name: String) -> String? {
        guard let value = attributes[name] else { return nil }
        IBUsage.current?.read(name, of: self)
        return value
    }

    /// The element's `id` attribute (Interface Builder's object identifier).
    package var id: String? { self["id"] }

    /// The element's `key` attribute: which property of its parent it gives a value for.
    package var key: String? { attributes["key"] }

    /// The first child named `name`.
    package func child(named name: String) -> IBElement? {
        noted(children.first { $0.name == name })
    }

    /// The children named `name`.
    package func children(named name: String) -> [IBElement] {
        let found = children.filter { $0.name == name }
        if let usage = IBUsage.current { found.forEach(usage.use) }
        return found
    }

    /// The child whose `key` attribute is `key` (and, when given, whose name is `name`).
    package func child(key: String, named name: String? = nil) -> IBElement? {
        noted(children.first { $0.key == key && (name == nil || $0.name == name) })
    }

    /// `element`, noted as used in the current usage.
    private func noted(_ element: IBElement?) -> IBElement? {
        if let element { IBUsage.current?.use(element) }
        return element
    }

    /// A `YES`/`NO` attribute as a Bool; nil when absent or not one of the two.
    package func bool(_ name: String) -> Bool? {
        switch self[name] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// A numeric attribute; nil when absent or not a finite number.
    package func number(_ name: String) -> Double? {
        guard let text = self[name], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// This element and every element under it, depth first, in document order.
    package var descendantsAndSelf: [IBElement] {
        var result: [IBElement] = []
        var stack: [IBElement] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}
