import InterfaceBuilder

/// Which subviews and constraints of a view are installed for a trait collection, from the
/// view's `<variation>` elements: `<variation key="default">` says what is left out unless
/// a size class includes it, `<variation key="heightClass=compact">` (or `widthClass=...`,
/// or both joined by `-`) what that size class includes or leaves out, each as
/// `<mask key="subviews">`/`<mask key="constraints">` of `<include>`/`<exclude reference=...>`.
struct NibVariations {
    private var excludedByDefault: [String: Set<String>] = [:]
    private var includedHere: [String: Set<String>] = [:]
    private var excludedHere: [String: Set<String>] = [:]

    init(_ element: IBElement, traits: UITraitCollection) {
        for variation in element.children(named: "variation") {
            guard let key = variation.key else { continue }
            let applies = key == "default" ? nil : Self.matches(key, traits: traits)
            for mask in variation.children(named: "mask") {
                guard let kind = mask.key else { continue }
                let included = Set(mask.children(named: "include").compactMap { $0["reference"] })
                let excluded = Set(mask.children(named: "exclude").compactMap { $0["reference"] })
                switch applies {
                case nil:
                    excludedByDefault[kind, default: []].formUnion(excluded)
                case true?:
                    includedHere[kind, default: []].formUnion(included)
                    excludedHere[kind, default: []].formUnion(excluded)
                case false?:
                    break
                }
            }
        }
    }

    /// Whether the element (a subview, or a constraint) is installed: not left out by
    /// default unless the traits' size classes include it, and not left out by them.
    func includes(_ element: IBElement, in kind: String) -> Bool {
        guard let id = element.id else { return true }
        if excludedHere[kind]?.contains(id) == true { return false }
        if excludedByDefault[kind]?.contains(id) == true { return includedHere[kind]?.contains(id) == true }
        return true
    }

    /// Whether a variation key (`widthClass=compact`, `heightClass=regular`,
    /// `widthClass=regular-heightClass=compact`) matches the traits' size classes.
    static func matches(_ key: String, traits: UITraitCollection) -> Bool {
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            let wanted: UIUserInterfaceSizeClass
            switch pair[1] {
            case "compact": wanted = .compact
            case "regular": wanted = .regular
            default: return false
            }
            switch pair[0] {
            case "widthClass": if traits.horizontalSizeClass != wanted { return false }
            case "heightClass": if traits.verticalSizeClass != wanted { return false }
            default: return false
            }
        }
        return true
    }
}
