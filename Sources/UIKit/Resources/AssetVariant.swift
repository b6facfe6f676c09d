import Foundation

/// The traits an asset catalog entry is for, as Xcode writes them in a `Contents.json`
/// entry: `idiom`, `appearances` (luminosity light or dark, contrast high) and, for images,
/// `scale` (absent for single-scale entries, vectors among them).
struct AssetVariant {
    var idiom: String
    /// `light` or `dark`; nil for "Any Appearance".
    var appearance: String?
    var highContrast: Bool
    /// Pixels per point; nil for a single-scale entry.
    var scale: CGFloat?

    /// How well a variant suits some traits: more specific traits first (idiom, appearance,
    /// contrast), then the scale nearest the display's.
    struct Rank: Comparable {
        var specificity: Int
        var scaleFit: Double

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.specificity, lhs.scaleFit) < (rhs.specificity, rhs.scaleFit)
        }
    }

    init(_ entry: [String: Any]) {
        idiom = entry["idiom"] as? String ?? "universal"
        var appearance: String?
        var highContrast = false
        for item in entry["appearances"] as? [[String: Any]] ?? [] {
            switch item["appearance"] as? String {
            case "luminosity": appearance = item["value"] as? String
            case "contrast": highContrast = (item["value"] as? String) == "high"
            default: break
            }
        }
        self.appearance = appearance
        self.highContrast = highContrast
        if let scale = entry["scale"] as? String, let value = Double(scale.replacingOccurrences(of: "x", with: "")), value > 0 {
            self.scale = CGFloat(value)
        }
    }

    /// How well the variant suits `traits`; nil when it cannot be used for them (a dark
    /// variant in light mode, a high-contrast one at normal contrast, another idiom).
    func rank(for traits: UITraitCollection) -> Rank? {
        var specificity = 0
        switch idiom {
        case "universal": break
        case "iphone": if traits.userInterfaceIdiom == .phone { specificity += 4 } else { return nil }
        case "ipad": if traits.userInterfaceIdiom == .pad { specificity += 4 } else { return nil }
        case "mac", "tv", "watch", "car", "vision": return nil
        default: break
        }
        let dark = traits.userInterfaceStyle == .dark
        switch appearance {
        case "dark": if dark { specificity += 16 } else { return nil }
        case "light": if !dark { specificity += 16 } else { return nil }
        default: break
        }
        if highContrast {
            if traits.accessibilityContrast == .high { specificity += 8 } else { return nil }
        }
        return Rank(specificity: specificity, scaleFit: scaleFit(for: traits.displayScale > 0 ? traits.displayScale : 3))
    }

    /// The exact scale best, then the nearest larger one (drawn down, still sharp), then
    /// the nearest smaller one; a single-scale entry fits any scale after an exact match.
    private func scaleFit(for wanted: CGFloat) -> Double {
        guard let scale else { return 50 }
        if scale == wanted { return 100 }
        if scale > wanted { return 40 - Double(scale) }
        return Double(scale)
    }
}
