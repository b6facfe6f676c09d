/// Swift's rules for the Objective-C names of its methods and properties.
public enum ObjectiveCName {
    /// The selector of a method: `tap()` → `tap`, `tap(_:)` → `tap:`,
    /// `handle(gesture:)` → `handleWithGesture:`, `move(to:)` → `moveTo:` (no "With" when
    /// the label or the base name's last word is a preposition), `did(select:at:)` →
    /// `didWithSelect:at:`; a throwing method gets `AndReturnError:` or a last `error:`.
    public static func method(_ baseName: String, labels: [String?], throws isThrowing: Bool = false) -> String {
        guard let first = labels.first else {
            return isThrowing ? baseName + "AndReturnError:" : baseName
        }
        var selector = baseName
        if let first {
            if !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: baseName)) {
                selector += "With"
            }
            selector += sentenceCase(first)
        }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label ?? "") + ":"
        }
        if isThrowing { selector += "error:" }
        return selector
    }

    /// The getter of a property: its name.
    public static func getter(_ property: String) -> String {
        property
    }

    /// The setter of a property: `title` → `setTitle:`.
    public static func setter(_ property: String) -> String {
        "set" + sentenceCase(property) + ":"
    }

    /// `word` with its first letter in upper case.
    static func sentenceCase(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The first camel-case word: `toIndex` → `to`.
    static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase })
    }

    /// The last camel-case word, in lower case: `scrollTo` → `to`.
    static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: \.isUppercase) else { return name }
        return name[start...].lowercased()
    }

    /// The prepositions after which Swift adds no "With".
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: String) -> Bool {
        prepositions.contains(word.lowercased())
    }
}
