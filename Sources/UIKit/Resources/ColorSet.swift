import Foundation

/// A color set of an asset catalog: a color for each appearance (and contrast) it lists.
package final class ColorSet: @unchecked Sendable {
    private var entries: [(variant: AssetVariant, color: UIColor)] = []
    let name: String

    init?(folder: URL, name: String) {
        self.name = name
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            RenderIssues.report("The color set \(folder.path) has no readable Contents.json.")
            return nil
        }
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            guard let color = entry["color"] as? [String: Any], let parsed = Self.parse(color) else {
                RenderIssues.report("A color of the color set \"\(name)\" could not be read; it is left out.")
                continue
            }
            entries.append((AssetVariant(entry), parsed))
        }
        guard !entries.isEmpty else { return nil }
    }

    /// The color for `traits`: the variant that suits them best.
    package func color(for traits: UITraitCollection) -> UIColor {
        let ranked = entries.compactMap { entry in entry.variant.score(for: traits).map { (entry.color, $0) } }.sorted { $0.1 > $1.1 }
        return ranked.first?.0 ?? entries[0].color
    }

    /// A color entry: `color-space` with `components` given as fractions (`"0.478"`), 0-255
    /// integers (`"122"`) or hexadecimal (`"0x7A"`); gray spaces give `white`.
    static func parse(_ color: [String: Any]) -> UIColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            let raw: String
            if let text = components[key] as? String { raw = text } else if let number = components[key] as? NSNumber { raw = number.stringValue } else { return nil }
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x"), let integer = Int(trimmed.dropFirst(2), radix: 16) { return CGFloat(integer) / 255 }
            if !trimmed.contains("."), let integer = Int(trimmed), integer > 1 { return CGFloat(integer) / 255 }
            return Double(trimmed).map { CGFloat($0) }
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        if (color["color-space"] as? String) == "display-p3" { return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
