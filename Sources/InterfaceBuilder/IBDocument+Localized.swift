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

    /// Where a localizable text is kept: an attribute of this element, of one of its children
    /// (by index), or of a child's child, or the text of a child.
    private enum Slot {
        case attribute(String)
        case childAttribute(Int, String)
        case grandchildAttribute(Int, Int, String)
        case childText(Int)
    }

    /// This element's localizable texts, by the property name string tables use (`text`,
    /// `normalTitle`, `configuration.title`, `segmentTitles[1]`, ...), and where each is kept.
    /// Reading and localizing both go through it, so they never disagree.
    private var slots: [(property: String, slot: Slot)] {
        var result: [(String, Slot)] = []
        if attributes["text"] != nil {
            result.append(("text", .attribute("text")))
        } else if name == "textView", let index = children.firstIndex(where: { $0.name == "string" && $0.key == "text" }) {
            result.append(("text", .childText(index)))
        }
        for attribute in ["placeholder", "prompt", "headerTitle", "footerTitle"] where attributes[attribute] != nil {
            result.append((attribute, .attribute(attribute)))
        }
        if Self.titled.contains(name), attributes["title"] != nil { result.append(("title", .attribute("title"))) }
        for (index, child) in children.enumerated() {
            switch (child.name, child.key) {
            case ("state", let state?):
                if let property = Self.stateTitles[state], child.attributes["title"] != nil {
                    result.append((property, .childAttribute(index, "title")))
                }
            case ("buttonConfiguration", "configuration"):
                for attribute in ["title", "subtitle"] where child.attributes[attribute] != nil {
                    result.append(("configuration." + attribute, .childAttribute(index, attribute)))
                }
            case ("segments", _):
                for (position, segment) in child.children.indices.filter({ child.children[$0].name == "segment" }).enumerated()
                where child.children[segment].attributes["title"] != nil {
                    result.append(("segmentTitles[\(position)]", .grandchildAttribute(index, segment, "title")))
                }
            case ("accessibility", "accessibilityConfiguration"):
                for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] where child.attributes[attribute] != nil {
                    result.append((property, .childAttribute(index, attribute)))
                }
            default:
                break
            }
        }
        return result
    }

    /// This element's localizable texts by property name (`text`, `normalTitle`, ...).
    var localizableTexts: [(String, String)] {
        slots.map { property, slot in
            switch slot {
            case let .attribute(name): return (property, attributes[name] ?? "")
            case let .childAttribute(child, name): return (property, children[child].attributes[name] ?? "")
            case let .grandchildAttribute(child, grandchild, name): return (property, children[child].children[grandchild].attributes[name] ?? "")
            case let .childText(child): return (property, children[child].text)
            }
        }
    }

    /// This element and its children with the texts `byObject` gives (by object id, then by
    /// property) in place.
    func localized(_ byObject: [String: [String: String]]) -> IBElement {
        var copy = self
        if let id = attributes["id"], let texts = byObject[id] {
            for (property, slot) in slots {
                guard let text = texts[property] else { continue }
                switch slot {
                case let .attribute(name): copy.attributes[name] = text
                case let .childAttribute(child, name): copy.children[child].attributes[name] = text
                case let .grandchildAttribute(child, grandchild, name): copy.children[child].children[grandchild].attributes[name] = text
                case let .childText(child): copy.children[child].text = text
                }
            }
        }
        copy.children = copy.children.map { $0.localized(byObject) }
        return copy
    }
}
