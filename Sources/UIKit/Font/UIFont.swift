package import Typesetting

/// A font, UIKit's `UIFont`: a family (the system font when none), a size, a weight and
/// whether it is italic; fonts made from a Dynamic Type text style remember it, so labels
/// that adjust for the content size category can resize them. Metrics come from the face the
/// engine sets the font's Latin text with.
open class UIFont: NSObject, @unchecked Sendable {
    /// Kept first: what Core Foundation reads as this object's type word
    /// (`CoreFoundationTypeWord`), so attributed strings compare it through Swift.
    private let coreFoundationTypeWord = CoreFoundationTypeWord.swiftObject
    /// The request the text engine takes.
    package let engineFont: Font
    /// Whether the font is italic (slanted by the text engine where the family has no
    /// italic face).
    package let isItalic: Bool
    let storedFontName: String

    package init(engineFont: Font, italic: Bool = false, name: String? = nil) {
        self.engineFont = engineFont
        self.isItalic = italic
        storedFontName = name ?? Self.systemFontName(weight: engineFont.weight, italic: italic)
        super.init()
    }

    /// The font named `fontName` at `fontSize` points: a PostScript or family name of a font
    /// the engine can load (installed, registered with `CTFontManagerRegisterFontsForURL`,
    /// or listed under `UIAppFonts` in the main bundle's Info.plist). iOS's own
    /// families (Helvetica Neue, Avenir, Hiragino Sans, ...) are not on Linux: they are set
    /// in the closest available family, and the substitution is reported with the render.
    /// Nil when the name is unknown, as on iOS.
    public init?(name fontName: String, size fontSize: CGFloat) {
        AppFonts.registerIfNeeded(from: Bundle.main)
        guard let resolved = FontNames.resolve(fontName) else { return nil }
        engineFont = Font(family: resolved.family, size: Double(fontSize == 0 ? 12 : fontSize), weight: resolved.weight)
        isItalic = resolved.italic
        storedFontName = fontName
        super.init()
    }

    /// The font `descriptor` describes, at `pointSize` (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        self.init(engineFont: font.engineFont.withSize(Double(pointSize > 0 ? pointSize : CGFloat(font.engineFont.pointSize))),
                  italic: font.isItalic, name: font.storedFontName)
    }

    /// A font decoded from an archive: not supported, so the system font at 17 points.
    public required init?(coder: NSCoder) {
        (engineFont, isItalic) = (.label, false)
        storedFontName = Self.systemFontName(weight: Font.label.weight, italic: false)
        super.init()
    }

    // MARK: System fonts

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(engineFont: .systemFont(ofSize: Double(fontSize)))
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(engineFont: .systemFont(ofSize: Double(fontSize), weight: weight.engineWeight))
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(engineFont: .boldSystemFont(ofSize: Double(fontSize)))
    }

    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(engineFont: .systemFont(ofSize: Double(fontSize)), italic: true)
    }

    /// The monospaced system font (set in the system families' monospaced fallback).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(engineFont: Font(family: "DejaVu Sans Mono", size: Double(fontSize), weight: weight.engineWeight), name: "SFMono")
    }

    /// The system font with digits of one width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for `style` at the current content size category.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at `traitCollection`'s content size category (the current
    /// traits' when nil).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        var font = Font.preferredFont(forTextStyle: style.engineStyle, compatibleWith: category.engineCategory)
        if (traitCollection ?? UITraitCollection.current).legibilityWeight == .bold { font.weight = max(font.weight, .semibold) }
        return UIFont(engineFont: font)
    }

    /// Points of the standard sizes.
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var systemFontSize: CGFloat { 14 }

    // MARK: Properties

    /// The same font at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(engineFont: engineFont.withSize(Double(fontSize)), italic: isItalic, name: storedFontName)
    }

    open var pointSize: CGFloat { CGFloat(engineFont.pointSize) }
    open var fontName: String { storedFontName }
    open var familyName: String { engineFont.family ?? ".AppleSystemUIFont" }

    /// The face that sets Latin text in this font, for metrics.
    private var primaryFace: FontFace? {
        guard let typesetter = TextEngine.current else { return nil }
        do {
            return try typesetter.cascade(for: engineFont, language: .english).first
        } catch {
            return nil
        }
    }

    private func metric(_ value: (FontMetrics) -> Int) -> CGFloat {
        guard let face = primaryFace else { return 0 }
        return CGFloat(face.metrics.points(value(face.metrics), at: engineFont.pointSize))
    }

    open var ascender: CGFloat { metric(\.ascender) }
    open var descender: CGFloat { -abs(metric(\.descender)) }
    open var capHeight: CGFloat { metric(\.capHeight) }
    open var xHeight: CGFloat { metric(\.xHeight) }
    open var leading: CGFloat { metric(\.lineGap) }
    /// The height of a line: ascender, descender and line gap.
    open var lineHeight: CGFloat {
        guard let face = primaryFace else { return pointSize * 1.2 }
        return CGFloat(face.metrics.lineHeight(at: engineFont.pointSize))
    }

    /// The font's descriptor.
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The Dynamic Type style the font was made for.
    package var textStyle: UIFont.TextStyle? { engineFont.textStyle.map(UIFont.TextStyle.init) }

    /// The families the engine can set.
    open class var familyNames: [String] {
        guard let typesetter = TextEngine.current else { return [] }
        return typesetter.families.system.map(\.name) + typesetter.families.languages.values.flatMap { $0.map(\.name) }
    }

    /// The font names of `familyName` (its name with the weights the engine can choose).
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        ["Regular", "Bold"].map { "\(familyName.replacingOccurrences(of: " ", with: ""))-\($0)" }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return engineFont == other.engineFont && isItalic == other.isItalic && storedFontName == other.storedFontName
    }

    open override var hash: Int { engineFont.hashValue ^ storedFontName.hashValue }

    open override var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(engineFont.weight); font-style: \(isItalic ? "italic" : "normal"); font-size: \(pointSize)pt>"
    }

    static func systemFontName(weight: Font.Weight, italic: Bool) -> String {
        let name: String
        switch weight.value {
        case ..<150: name = "UltraLight"
        case ..<250: name = "Thin"
        case ..<350: name = "Light"
        case ..<450: name = "Regular"
        case ..<550: name = "Medium"
        case ..<650: name = "Semibold"
        case ..<750: name = "Bold"
        case ..<850: name = "Heavy"
        default: name = "Black"
        }
        return ".SFUI-\(name)\(italic ? "Italic" : "")"
    }
}

extension UIFont: TextLayerFontProviding {
    package var typesettingFont: Font { engineFont }
}

extension UIFont {
    /// Whether the font follows the user's text size: made from a text style
    /// (`preferredFont(forTextStyle:)`) or scaled by `UIFontMetrics`.
    package var followsDynamicType: Bool { engineFont.textStyle != nil || engineFont.scaling != nil }

    /// The font at the size `category` gives it, for fonts that scale (made from a text
    /// style or by `UIFontMetrics`); others unchanged.
    package func adjusted(for category: UIContentSizeCategory) -> UIFont {
        // Fonts from `preferredFont(forTextStyle:)` carry their style (not a scaling) and
        // must follow the category too, as `adjustsFontForContentSizeCategory` documents;
        // they used to be returned unchanged, so adjusting labels never grew. A text-style
        // font resized with `withSize` (no longer one of the style's sizes) is left alone.
        let isTextStyleFont = engineFont.textStyle.map { style in
            ContentSizeCategory.allCases.contains { style.pointSize(for: $0) == engineFont.pointSize }
        } ?? false
        guard engineFont.scaling != nil || isTextStyleFont else { return self }
        let adjusted = engineFont.adjusted(for: category.engineCategory)
        guard adjusted != engineFont else { return self }
        return UIFont(engineFont: adjusted, italic: isItalic, name: fontName)
    }
}
