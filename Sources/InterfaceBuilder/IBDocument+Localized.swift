/// Interface Builder's localizable texts, as its string tables name them: `<object id>.<property>`
/// (`"PLC-lb-ttl.text"`, `"PLC-bt-act.normalTitle"`, `"CNT-bt-cls.configuration.title"`,
/// `"SEG-sc-kind.segmentTitles[1]"`), which Xcode writes into `<language>.lproj/<document>.strings`
/// and a document's String Catalog (docs/LOCALIZATION.md).
extension IBDocument {
    /// The document with each text `texts` names in place of the document's own; texts
    /// naming an object or a property the document has not are left out.
    package func localized(_ texts: [String: String]) -> IBDocument {
        guard !texts.isEmpty else { return self }
        var byObject: [String: [String: String]] = [:]
        for (key, text) in texts {
            guard let dot = key.firstIndex(of: ".") else { continue }
            byObject[String(key[..<dot]), default: [:]][String(key[key.index(after: dot)...])] = text
        }
        return IBDocument(root: root.localized(byObject), name: name, kind: kind, device: device)
    }

    /// The texts the document's objects show, by the key a string table gives them, with the
    /// document's own text: what Xcode would write into a `.strings` file for it.
    package var localizableTexts: [String: String] {
        var result: [String: String] = [:]
        for element in elements {
            guard let id = element.attributes["id"] else { continue }
            for (property, text) in element.localizableTexts where !text.isEmpty { result[id + "." + property] = text }
        }
        return result
    }
}

extension IBElement {
    /// Titles of a button's states, by the property name string tables use.
    private static let stateTitles = ["normal": "normalTitle", "highlighted": "highlightedTitle", "selected": "selectedTitle",
                                      "disabled": "disabledTitle"]
    /// Elements whose `title` attribute is a text shown to the user.
    private static let titled: Set<String> = ["navigationItem", "barButtonItem", "tabBarItem", "viewController", "tableViewController",
                                              "collectionViewController", "navigationController", "tabBarController", "segment",
                                              "tableViewSection", "menu", "command", "action"]

    /// This element's localizable texts by property name (`text`, `normalTitle`, ...).
    var localizableTexts: [(String, String)] {
        var result: [(String, String)] = []
        if let text = attributes["text"] { result.append(("text", text)) }
        if name == "textView", let text = children.first(where: { $0.name == "string" && $0.key == "text" }) { result.append(("text", text.text)) }
        for attribute in ["placeholder", "prompt", "headerTitle", "footerTitle"] {
            if let text = attributes[attribute] { result.append((attribute, text)) }
        }
        if Self.titled.contains(name), let title = attributes["title"] { result.append(("title", title)) }
        for child in children {
            switch (child.name, child.key) {
            case ("state", let state?):
                if let property = Self.stateTitles[state], let title = child.attributes["title"] { result.append((property, title)) }
            case ("buttonConfiguration", "configuration"):
                for attribute in ["title", "subtitle"] {
                    if let text = child.attributes[attribute] { result.append(("configuration." + attribute, text)) }
                }
            case ("segments", _):
                for (index, segment) in child.children.filter({ $0.name == "segment" }).enumerated() {
                    if let title = segment.attributes["title"] { result.append(("segmentTitles[\(index)]", title)) }
                }
            case ("accessibility", "accessibilityConfiguration"):
                for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] {
                    if let text = child.attributes[attribute] { result.append((property, text)) }
                }
            default:
                break
            }
        }
        return result
    }

    /// This element and its children with the texts `byObject` gives (by object id, then by
    /// property) in place.
    func localized(_ byObject: [String: [String: String]]) -> IBElement {
        var copy = self
        if let id = attributes["id"], let texts = byObject[id] { copy.apply(texts) }
        copy.children = copy.children.map { $0.localized(byObject) }
        return copy
    }

    /// Sets the texts `texts` names on this element and its value children.
    private mutating func apply(_ texts: [String: String]) {
        if let text = texts["text"] {
            if attributes["text"] != nil {
                attributes["text"] = text
            } else if name == "textView", let index = children.firstIndex(where: { $0.name == "string" && $0.key == "text" }) {
                children[index].text = text
            }
        }
        for attribute in ["placeholder", "prompt", "headerTitle", "footerTitle"] where attributes[attribute] != nil {
            if let text = texts[attribute] { attributes[attribute] = text }
        }
        if Self.titled.contains(name), attributes["title"] != nil, let title = texts["title"] { attributes["title"] = title }
        for index in children.indices {
            let child = children[index]
            switch (child.name, child.key) {
            case ("state", let state?):
                if let property = Self.stateTitles[state], let title = texts[property] { children[index].attributes["title"] = title }
            case ("buttonConfiguration", "configuration"):
                for attribute in ["title", "subtitle"] {
                    if let text = texts["configuration." + attribute] { children[index].attributes[attribute] = text }
                }
            case ("segments", _):
                var position = 0
                for segment in child.children.indices where child.children[segment].name == "segment" {
                    if let title = texts["segmentTitles[\(position)]"] { children[index].children[segment].attributes["title"] = title }
                    position += 1
                }
            case ("accessibility", "accessibilityConfiguration"):
                for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] {
                    if let text = texts[property] { children[index].attributes[attribute] = text }
                }
            default:
                break
            }
        }
    }
}
