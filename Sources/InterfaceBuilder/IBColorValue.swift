/// A color as an Interface Builder document writes it (`<color key="..." .../>`), before it
/// becomes a `UIColor`.
package enum IBColorValue: Hashable, Sendable {
    /// Red, green, blue and alpha in a named RGB space: `sRGB`, `displayP3`, or the
    /// calibrated (generic) and device RGB spaces of older documents.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String)
    /// A gray level and alpha (`white="0.33"`), in a gray space.
    case white(Double, alpha: Double, space: String)
    /// A system color by its `UIColor` property name with `Color` (`systemBackgroundColor`,
    /// `labelColor`, `systemBlueColor`).
    case system(String)
    /// A named color of the asset catalog or the document's resources (`name="AccentColor"`).
    case named(String)

    /// Reads a `<color>` element; nil for one without a value it knows.
    package init?(_ element: IBElement) {
        // How the values are spelled, which a system or named color leaves aside: read so
        // that none of them is reported as left out.
        _ = (element["colorSpace"], element["customColorSpace"])
        if let system = element["systemColor"] {
            // Documents saved by Xcode 11 and later keep the older spelling beside it.
            _ = element["cocoaTouchSystemColor"]
            self = .system(system)
            return
        }
        if let cocoa = element["cocoaTouchSystemColor"] {
            // Documents before Xcode 11 name some system colors this way.
            self = .system(cocoa)
            return
        }
        if let name = element["name"], element["red"] == nil, element["white"] == nil {
            self = .named(name)
            return
        }
        let alpha = element.number("alpha") ?? 1
        let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
        if let white = element.number("white") {
            self = .white(white, alpha: alpha, space: space)
            return
        }
        guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else {
            return nil
        }
        self = .rgb(red: red, green: green, blue: blue, alpha: alpha, space: space)
    }
}
