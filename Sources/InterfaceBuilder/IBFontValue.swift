/// A font as an Interface Builder document describes it (`<fontDescription .../>`).
package enum IBFontValue: Hashable, Sendable {
    /// The system font at a size, with a weight (`type="system" weight="semibold"`), or the
    /// bold or italic system font (`type="boldSystem"`, `type="italicSystem"`).
    case system(size: Double, weight: String?, bold: Bool, italic: Bool)
    /// A Dynamic Type text style (`style="UICTFontTextStyleBody"`).
    case textStyle(String)
    /// A named font (`name="HiraginoSans-W6" family="Hiragino Sans" pointSize="17"`).
    case named(postScriptName: String, family: String?, size: Double)

    /// Reads a `<fontDescription>` element, or an attributed string's older `<font>` one
    /// (`size="17" name="HelveticaNeue"`, `metaFont="system"`); nil for one without a size
    /// or style.
    package init?(_ element: IBElement) {
        if let style = element["style"] {
            self = .textStyle(style)
            return
        }
        let size = element.number("pointSize") ?? element.number("size")
        if let meta = element["metaFont"], let size, element["name"] == nil {
            self = .system(size: size, weight: nil, bold: meta == "boldSystem", italic: false)
            return
        }
        if let name = element["name"], let size {
            self = .named(postScriptName: name, family: element["family"], size: size)
            return
        }
        guard let size else { return nil }
        switch element["type"] {
        case "boldSystem": self = .system(size: size, weight: nil, bold: true, italic: false)
        case "italicSystem": self = .system(size: size, weight: nil, bold: false, italic: true)
        default: self = .system(size: size, weight: element["weight"], bold: false, italic: false)
        }
    }
}
