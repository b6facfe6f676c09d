package import Typesetting

/// A layer that draws a string, Core Animation's `CATextLayer`. The font's own size is
/// ignored: `fontSize` sets it, as on iOS.
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any?
    /// A font name (`String`), a `CGFont`, or a `UIFont` (whose size is ignored); nil is
    /// the system font.
    @exclusivity(unchecked) open var font: AnyObject?
    @exclusivity(unchecked) open var fontSize: CGFloat = 36
    /// The text color (white by default), for text without its own.
    @exclusivity(unchecked) open var foregroundColor: CGColor? = CGColor.white
    /// Whether text wraps at the bounds' width.
    @exclusivity(unchecked) open var isWrapped = false
    @exclusivity(unchecked) open var truncationMode = CATextLayerTruncationMode.none
    @exclusivity(unchecked) open var alignmentMode = CATextLayerAlignmentMode.natural
    @exclusivity(unchecked) open var allowsFontSubpixelQuantization = false

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The layer's font as the text engine takes it.
    private var engineFont: Font {
        switch font {
        case let provider as TextLayerFontProviding: return provider.typesettingFont.withSize(Double(fontSize))
        case let name as String: return Self.font(named: name, size: fontSize)
        case let name as NSString: return Self.font(named: name as String, size: fontSize)
        case let cgFont as CGFont: return Self.font(named: cgFont.name, size: fontSize)
        default: return Font.systemFont(ofSize: Double(fontSize))
        }
    }

    private static func font(named name: String, size: CGFloat) -> Font {
        let lower = name.lowercased()
        let weight: Font.Weight = lower.contains("bold") ? .bold : lower.contains("medium") ? .medium : lower.contains("light") ? .light : .regular
        let family = name.split(separator: "-").first.map(String.init)
        let system = lower.hasPrefix(".sf") || lower.hasPrefix("helvetica") || lower.hasPrefix("sfpro") || lower.hasPrefix("system")
        return Font(family: system ? nil : family, size: Double(size), weight: weight)
    }

    override func renderContents(in ctx: CGContext) {
        super.renderContents(in: ctx)
        guard let typesetter = TextEngine.current else {
            RenderIssues.report("A CATextLayer could not set its text: \(TextEngine.failure.map { "\($0)" } ?? "no fonts")")
            return
        }
        var styled = StyledText()
        var colors: [CGColor?] = []
        let base = engineFont
        let language = TextEngine.defaultLanguage
        switch string {
        case let attributed as NSAttributedString:
            let whole = NSRange(location: 0, length: attributed.length)
            attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
                let piece = attributed.attributedSubstring(from: range).string
                let font = (attributes[NSAttributedString.Key("NSFont")] as? TextLayerFontProviding)?.typesettingFont ?? base
                let color = (attributes[NSAttributedString.Key("NSColor")] as? TextLayerColorProviding)?.textLayerColor
                    ?? (attributes[NSAttributedString.Key("NSColor")]).flatMap { $0 as? CGColor }
                colors.append(color)
                styled.append(piece, font: font, language: language, tag: colors.count - 1)
            }
        case let text as String:
            styled.append(text, font: base, language: language)
        case let text as NSString:
            styled.append(text as String, font: base, language: language)
        default:
            return
        }
        guard !styled.string.isEmpty else { return }
        let alignment: TextAlignment
        switch alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .right
        case .left: alignment = .left
        case .justified: alignment = .justified
        default: alignment = .natural
        }
        let lineBreak: LineBreakMode
        switch truncationMode {
        case .start: lineBreak = .byTruncatingHead
        case .middle: lineBreak = .byTruncatingMiddle
        case .end: lineBreak = .byTruncatingTail
        default: lineBreak = isWrapped ? .byWordWrapping : .byClipping
        }
        do {
            let layout = try typesetter.layout(styled, in: TextContainer(maxWidth: Double(bounds.width), numberOfLines: isWrapped ? 0 : 1),
                                               style: ParagraphStyle(alignment: alignment, lineBreakMode: lineBreak))
            let fallback = foregroundColor ?? .white
            ctx.saveGState()
            ctx.clip(to: bounds)
            TextDrawing.draw(layout, at: bounds.origin, in: ctx) { span in
                colors.indices.contains(span.tag) ? (colors[span.tag] ?? fallback) : fallback
            }
            ctx.restoreGState()
        } catch {
            RenderIssues.report("A CATextLayer could not set \"\(styled.string.prefix(40))\": \(error)")
        }
    }
}

/// What a `UIFont` tells a text layer (UIKit's fonts adopt it).
package protocol TextLayerFontProviding {
    var typesettingFont: Font { get }
}

/// What a `UIColor` tells a text layer about attributed text colors.
package protocol TextLayerColorProviding {
    var textLayerColor: CGColor { get }
}

/// Where a text layer's lines end, Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines, Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
