internal import Typesetting

/// How `UIFont(name:size:)` finds a font: an installed (or registered) face by PostScript or
/// family name; else one of iOS's own families, which Linux does not have, set in the
/// closest family the engine has (reported with the render, never silently).
enum FontNames {
    struct Resolved {
        var family: String?
        var weight: Font.Weight
        var italic: Bool
    }

    /// iOS families by blank-free lowercase name, and what stands in for them.
    private static let substitutes: [(prefixes: [String], family: String?)] = [
        ([".sf", "sfpro", "sfui", "sfcompact", "system", "helvetica", "helveticaneue", "avenir", "avenirnext", "arial", "verdana",
          "trebuchet", "gillsans", "futura", "optima", "kohinoor", "damascus"], nil),
        (["georgia", "timesnewroman", "times", "baskerville", "palatino", "didot", "bodoni", "hoefler", "newyork", "charter", "cochin",
          "americantypewriter"], "DejaVu Serif"),
        (["courier", "menlo", "sfmono", "sfmonospaced"], "DejaVu Sans Mono"),
        (["hiraginosans", "hiraginokakugothic", "hiraginomaru"], "Noto Sans CJK JP"),
        (["hiraginomincho"], "Noto Serif CJK JP"),
        (["pingfangsc", "heitisc", "stheiti"], "Noto Sans CJK SC"),
        (["pingfangtc", "pingfanghk", "heititc"], "Noto Sans CJK TC"),
        (["applesdgothic"], "Noto Sans CJK KR"),
    ]

    static func resolve(_ name: String) -> Resolved? {
        guard !name.isEmpty else { return nil }
        if let library = TextEngine.current?.library, let found = library.resolveName(name) {
            return Resolved(family: found.family, weight: found.weight, italic: found.isItalic)
        }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let familyPart = parts[0].replacingOccurrences(of: " ", with: "").lowercased()
        let stylePart = (parts.count > 1 ? parts[1] : name).lowercased()
        guard let substitute = substitutes.first(where: { entry in entry.prefixes.contains { familyPart.hasPrefix($0) } }) else { return nil }
        let resolved = Resolved(family: substitute.family, weight: weight(of: stylePart), italic: stylePart.contains("italic") || stylePart.contains("oblique"))
        RenderIssues.report("UIFont(name: \"\(name)\") is an iOS font that Linux does not have; it is set in \(substitute.family ?? "the system font") "
            + "\(resolved.weight). Bundle the font with the app (and register it) to see it as on iOS.")
        return resolved
    }

    /// The weight a style name implies (`Bold`, `DemiBold`, `W6`, `Heavy`, ...).
    static func weight(of style: String) -> Font.Weight {
        if let range = style.range(of: #"w[0-9]"#, options: .regularExpression), let digit = Int(style[range].dropFirst()) {
            return Font.Weight(value: min(900, max(100, digit * 100)))
        }
        let table: [(String, Int)] = [("ultralight", 100), ("extralight", 200), ("hairline", 100), ("thin", 200), ("light", 300),
                                      ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800), ("bold", 700),
                                      ("medium", 500), ("heavy", 800), ("black", 900), ("book", 400), ("roman", 400), ("regular", 400)]
        for (word, value) in table where style.contains(word) { return Font.Weight(value: value) }
        return .regular
    }
}
