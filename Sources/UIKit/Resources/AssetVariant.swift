import Foundation

/// The traits an asset catalog entry is for: device idiom, appearance (light or dark),
/// contrast, and for images a scale.
struct AssetVariant {
    var idiom: String
    var appearance: String?
    var highContrast: Bool
    var scale: CGFloat?

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
        if let scale = entry["scale"] as? String, let value = Double(scale.replacingOccurrences(of: "x", with: "")) {
            self.scale = CGFloat(value)
        }
    }

    /// How well the variant suits `traits`; nil when it cannot be used for them.
    func score(for traits: UITraitCollection) -> Int? {
        var score = 0
        switch idiom {
        case "universal": break
        case "iphone": if traits.userInterfaceIdiom == .phone { score += 4 } else { return nil }
        case "ipad": if traits.userInterfaceIdiom == .pad { score += 4 } else { return nil }
        default: return nil
        }
        let dark = traits.userInterfaceStyle == .dark
        switch appearance {
        case "dark": if dark { score += 16 } else { return nil }
        case "light": if !dark { score += 16 } else { return nil }
        default: break
        }
        if highContrast {
            if traits.accessibilityContrast == .high { score += 8 } else { return nil }
        }
        if let scale {
            let wanted = traits.displayScale > 0 ? traits.displayScale : 3
            if scale == wanted { score += 2 } else if scale > wanted { score += 1 }
        }
        return score
    }
}
