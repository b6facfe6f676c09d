internal import Typesetting

/// A description of a font, UIKit's `UIFontDescriptor`: what a font is (family, size,
/// weight, symbolic traits) without making it.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The font described.
    let font: UIFont

    init(font: UIFont) {
        self.font = font
        super.init()
    }

    /// A descriptor of `attributes` (family, name, size, traits with a weight).
    public convenience init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 17
        var font = UIFont.systemFont(ofSize: size)
        if let name = attributes[.name] as? String, let named = UIFont(name: name, size: size) { font = named }
        if let family = attributes[.family] as? String, let named = UIFont(name: family, size: size) { font = named }
        if let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any], let weight = traits[.weight] as? CGFloat {
            font = UIFont(engineFont: Font(family: font.engineFont.family, size: Double(size), weight: UIFont.Weight(rawValue: weight).engineWeight),
                          italic: font.isItalic)
        }
        self.init(font: font)
    }

    /// The descriptor of the font for `style` at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the font for `style` in `traitCollection`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    open var pointSize: CGFloat { font.pointSize }
    open var postscriptName: String { font.fontName }
    open var matrix: CGAffineTransform { .identity }

    /// Bold and italic, as the font has them.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.engineFont.weight >= .semibold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        return traits
    }

    /// The attributes described.
    open var fontAttributes: [UIFontDescriptor.AttributeName: Any] {
        [.family: font.familyName, .name: font.fontName, .size: font.pointSize,
         .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight(font.engineFont.weight).rawValue]]
    }

    /// The value of one attribute, UIKit's `object(forKey:)`: what code reads a font's weight
    /// with (`object(forKey: .traits)` then `[.weight]`). As on iOS the traits dictionary
    /// also carries the symbolic traits.
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
        if anAttribute == .traits {
            return [UIFontDescriptor.TraitKey.weight: UIFont.Weight(font.engineFont.weight).rawValue,
                    UIFontDescriptor.TraitKey.symbolic: symbolicTraits.rawValue] as [UIFontDescriptor.TraitKey: Any]
        }
        return fontAttributes[anAttribute]
    }

    /// The descriptor with exactly `traits` (bold and italic); nil never, here.
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var engine = font.engineFont
        engine.weight = traits.contains(.traitBold) ? max(engine.weight, .bold) : (engine.weight >= .bold ? .regular : engine.weight)
        return UIFontDescriptor(font: UIFont(engineFont: engine, italic: traits.contains(.traitItalic)))
    }

    /// The descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize))
    }

    /// The descriptor in a design: rounded and default keep the system family, serif and
    /// monospaced take the engine's serif and monospaced families.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        var engine = font.engineFont
        switch design {
        case .serif: engine.family = "DejaVu Serif"
        case .monospaced: engine.family = "DejaVu Sans Mono"
        default: break
        }
        return UIFontDescriptor(font: UIFont(engineFont: engine, italic: font.isItalic))
    }

    /// The descriptor with `attributes` added.
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes
        for (key, value) in attributes { merged[key] = value }
        return UIFontDescriptor(fontAttributes: merged)
    }

    /// Bold, italic and other font traits, UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A font attribute name, UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// A key of the traits attribute, UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// A system font design, UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
