import Foundation

/// A color set of an asset catalog: a color for each appearance (and contrast) it lists, as
/// Xcode writes them: components as fractions (`"0.478"`), 8-bit integers (`"122"`) or
/// hexadecimal (`"0x7A"`), alpha always a fraction; sRGB, extended sRGB, extended linear
/// sRGB, Display P3 or gray (`white`) color spaces; or a reference to a system color.
package final class ColorSet: @unchecked Sendable {
    private var entries: [(variant: AssetVariant, color: UIColor)] = []
    let name: String

    init?(folder: URL, name: String) {
        self.name = name
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            RenderIssues.report("The color set \(folder.path) has no readable Contents.json; UIColor(named: \"\(name)\") is nil. "
                + "Check that the whole .xcassets folder is listed in the target's resources.")
            return nil
        }
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            guard let color = entry["color"] as? [String: Any], let parsed = Self.parse(color) else {
                RenderIssues.report("A color of the color set \"\(name)\" could not be read (\(folder.lastPathComponent)/Contents.json); "
                    + "it is left out. Re-save the color in Xcode's color inspector.")
                continue
            }
            entries.append((AssetVariant(entry), parsed))
        }
        guard !entries.isEmpty else {
            RenderIssues.report("The color set \"\(name)\" lists no color; UIColor(named: \"\(name)\") is nil.")
            return nil
        }
    }

    /// The color for `traits`: the variant that suits them best (the first one when none
    /// does, as for a set with only a dark color asked for in light mode).
    package func color(for traits: UITraitCollection) -> UIColor {
        var best: (color: UIColor, rank: AssetVariant.Rank)?
        for entry in entries {
            guard let rank = entry.variant.rank(for: traits) else { continue }
            if best.map({ rank > $0.rank }) ?? true { best = (entry.color, rank) }
        }
        let chosen = best?.color ?? entries[0].color
        return chosen.resolvedColor(with: traits)
    }

    /// A color entry: components in a color space, or a system color by reference.
    static func parse(_ color: [String: Any]) -> UIColor? {
        if let reference = color["reference"] as? String {
            return SystemColorReference.color(named: reference)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let texts = components.mapValues { value -> String in
            if let text = value as? String { return text.trimmingCharacters(in: .whitespaces) }
            if let number = value as? NSNumber { return number.stringValue }
            return ""
        }
        let channelKeys = ["red", "green", "blue", "white"].filter { texts[$0] != nil }
        // Xcode's 8-bit notation writes whole numbers 0-255 and never a decimal point; the
        // floating-point notation always writes one ("1.000"). Whole numbers that are all 0
        // or 1 are read as fractions (a hand-written "1" means full intensity).
        let eightBit = channelKeys.allSatisfy { key in texts[key].map { !$0.contains(".") && !$0.lowercased().hasPrefix("0x") } ?? false }
            && channelKeys.contains { key in texts[key].flatMap { Int($0) }.map { $0 > 1 } ?? false }
        func channel(_ key: String) -> CGFloat? {
            guard let text = texts[key], !text.isEmpty else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            if eightBit { return Int(text).map { CGFloat($0) / 255 } }
            return Double(text).map { CGFloat($0) }
        }
        let alpha = texts["alpha"].flatMap { Double($0) }.map { CGFloat($0) } ?? 1
        let space = (color["color-space"] as? String)?.lowercased() ?? "srgb"
        if let white = channel("white") {
            if space.contains("linear") { return UIColor(white: DisplayP3.encoded(white), alpha: alpha) }
            return UIColor(white: white, alpha: alpha)
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        switch space {
        case "display-p3":
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        case "extended-linear-srgb", "linear-srgb":
            return UIColor(red: DisplayP3.encoded(red), green: DisplayP3.encoded(green), blue: DisplayP3.encoded(blue), alpha: alpha)
        default:
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
    }
}
