import Foundation
import InterfaceBuilder

extension NibLoading {
    /// The color a `<color>` element gives: a system color, a named color (the asset catalog
    /// of the document's bundle, else the document's `<namedColor>` resource), or components.
    func color(_ element: IBElement) -> UIColor? {
        guard let value = IBColorValue(element) else {
            report("the color on line \(element.line) has no components, name or system color; it is left out.")
            return nil
        }
        switch value {
        case let .system(name):
            if let color = SystemColorReference.color(named: name) ?? Self.legacySystemColor(name) { return color }
            if let resource = resourceColor(named: name, element: "systemColor") { return resource }
            report("the system color \"\(name)\" (line \(element.line)) is not known here; it is drawn as clear.")
            return .clear
        case let .named(name):
            if let color = UIColor(named: name, in: bundle, compatibleWith: nil) { return color }
            if let resource = resourceColor(named: name, element: "namedColor") {
                report("the named color \"\(name)\" is not in an asset catalog this program has; the document's own copy of its value is used.")
                return resource
            }
            report("the named color \"\(name)\" (line \(element.line)) is in no asset catalog and not in the document's resources; it is drawn as clear.")
            return .clear
        case let .rgb(red, green, blue, alpha, space):
            if space == "displayP3" { return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case let .white(white, alpha, _):
            return UIColor(white: white, alpha: alpha)
        }
    }

    /// Names of colors documents before Xcode 11 wrote as `cocoaTouchSystemColor`.
    private static func legacySystemColor(_ name: String) -> UIColor? {
        switch name {
        case "darkTextColor": return .darkText
        case "lightTextColor": return .lightText
        case "groupTableViewBackgroundColor": return .groupTableViewBackground
        case "tableCellGroupedBackgroundColor": return .secondarySystemGroupedBackground
        case "whiteColor": return .white
        case "blackColor": return .black
        case "clearColor": return .clear
        default: return nil
        }
    }

    /// The value of a `<namedColor>` or `<systemColor>` in the document's resources.
    private func resourceColor(named name: String, element kind: String) -> UIColor? {
        guard let resource = document.resources.first(where: { $0.name == kind && $0["name"] == name }),
              let value = resource.child(named: "color"), IBColorValue(value).map({ if case .named = $0 { return false } else { return true } }) == true
        else { return nil }
        return color(value)
    }

    /// The font a `<fontDescription>` (or `<font>`) element gives.
    func font(_ element: IBElement) -> UIFont? {
        guard let value = IBFontValue(element) else {
            report("the font on line \(element.line) has no size, text style or name; the default font is used.")
            return nil
        }
        switch value {
        case let .textStyle(style):
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case let .system(size, weight, bold, italic):
            if bold { return .boldSystemFont(ofSize: size) }
            if italic { return .italicSystemFont(ofSize: size) }
            return .systemFont(ofSize: size, weight: Self.weight(weight))
        case let .named(postScriptName, family, size):
            if let font = UIFont(name: postScriptName, size: size) { return font }
            report("the font \"\(postScriptName)\"\(family.map { " (family \($0))" } ?? "") of size \(size) (line \(element.line)) "
                + "is not installed; the system font is used. Register it (UIAppFonts, CTFontManager) or install its package.")
            return .systemFont(ofSize: size)
        }
    }

    private static func weight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": return .ultraLight
        case "thin": return .thin
        case "light": return .light
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy": return .heavy
        case "black": return .black
        default: return .regular
        }
    }

    /// The image named `name`: from the asset catalogs of the document's bundle, or an SF
    /// Symbol (`catalog="system"`), which Linux draws as the placeholder it reports.
    func image(named name: String, catalog: String? = nil) -> UIImage? {
        if catalog == "system" {
            report("the image \"\(name)\" is an SF Symbol, which Linux has not: it is drawn as the symbol placeholder.")
            return UIImage(systemName: name)
        }
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
        report("the image \"\(name)\" is in no asset catalog or bundle this program has; it is left out.")
        return nil
    }
}
