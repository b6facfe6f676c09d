internal import Typesetting

/// Measuring and drawing attributed text in the current context, UIKit's
/// `NSAttributedString` (UIKit additions). Text without a font is set in Helvetica 12 as on
/// iOS (the system font here), without a color in black.
extension NSAttributedString {
    /// The size of the text on one line per paragraph.
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude), options: [], context: nil).size
    }

    /// Draws the text with its top left at `point`, one line per paragraph.
    public func draw(at point: CGPoint) {
        TextDrawingCall.draw(self, in: CGRect(origin: point, size: CGSize(width: 1e7, height: 1e7)), wraps: false, truncates: false)
    }

    /// Draws the text wrapped within `rect` (clipped to its height).
    public func draw(in rect: CGRect) {
        TextDrawingCall.draw(self, in: rect, wraps: true, truncates: false)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        TextDrawingCall.draw(self, in: rect, wraps: options.contains(.usesLineFragmentOrigin),
                             truncates: options.contains(.truncatesLastVisibleLine), context: context)
    }

    /// The rectangle the text takes: wrapped at `size.width` with `.usesLineFragmentOrigin`,
    /// else one line per paragraph. Not rounded, as on iOS (round it up yourself).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let styling = TextStyling(self, defaults: TextDrawingCall.defaults)
        let wraps = options.contains(.usesLineFragmentOrigin)
        guard case let .success(layout) = styling.layout(maxWidth: wraps ? size.width : nil, numberOfLines: 0) else { return .zero }
        let rect = CGRect(x: 0, y: 0, width: CGFloat(layout.width), height: CGFloat(layout.height))
        context?.totalBounds = rect
        return rect
    }
}

/// The same for plain strings with attributes, UIKit's `NSString` additions.
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

/// The same on Swift strings, which bridge to `NSString` on iOS.
extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

/// The drawing behind the string additions.
enum TextDrawingCall {
    /// What text without attributes is set with: 12 points, black, as iOS's string drawing.
    static var defaults: TextStyling.Defaults {
        let language = UntaggedTextLanguage.of(UITraitCollection.current.typesettingLanguage)
        return TextStyling.Defaults(font: .systemFont(ofSize: 12), color: .black, alignment: .natural, lineBreakMode: .byWordWrapping,
                                    language: language)
    }

    static func draw(_ string: NSAttributedString, in rect: CGRect, wraps: Bool, truncates: Bool, context drawingContext: NSStringDrawingContext? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        var styling = TextStyling(string, defaults: defaults)
        if truncates { styling.paragraph.lineBreakMode = .byTruncatingTail }
        guard case var .success(layout) = styling.layout(maxWidth: wraps ? rect.width : nil, numberOfLines: 0) else { return }
        if wraps, CGFloat(layout.height) > rect.height + 0.01, layout.lines.count > 1 {
            let fitting = max(1, layout.lines.prefix { CGFloat($0.y + $0.height) <= rect.height + 0.01 }.count)
            if case let .success(fewer) = styling.layout(maxWidth: rect.width, numberOfLines: fitting) { layout = fewer }
        }
        drawingContext?.totalBounds = CGRect(x: rect.minX, y: rect.minY, width: CGFloat(layout.width), height: CGFloat(layout.height))
        context.saveGState()
        if wraps { context.clip(to: rect) }
        TextPainter.draw(layout, styling: styling, at: rect.origin, in: context, traits: UITraitCollection.current)
        context.restoreGState()
        for issue in styling.unsupported { RenderIssues.report("Drawn text uses \(issue), which is not drawn yet.") }
    }
}
