package import Typesetting

/// Drawing shared by the standard controls: colors resolved with a view's traits and tint,
/// dimmed groups, one-line and wrapped text set with the text engine, and the drop shadows
/// iOS puts under thumbs and selected segments.
@preconcurrency @MainActor
package enum ControlDrawing {
    /// The opacity iOS 17 draws a disabled switch, slider, stepper or page control with
    /// (measured look: the whole control at about half strength).
    package static let disabledAlpha: CGFloat = 0.5

    /// `color` as a `CGColor` for `view`'s traits and tint.
    package static func cgColor(_ color: UIColor, for view: UIView) -> CGColor {
        color.cgColor(in: view.traitCollection, tint: view.tintColor)
    }

    /// Runs `body` drawing into a group composited at `alpha` (all of it when 1).
    package static func withAlpha(_ alpha: CGFloat, in context: CGContext, _ body: () -> Void) {
        guard alpha < 1 else {
            body()
            return
        }
        context.saveGState()
        context.setAlpha(alpha)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        body()
        context.endTransparencyLayer()
        context.restoreGState()
    }

    /// Fills `path` with a soft drop shadow under it: each `(offset y, blur, alpha)` is one
    /// black shadow, as iOS layers thumbs' shadows.
    package static func fill(_ path: CGPath, color: CGColor, shadows: [(CGFloat, CGFloat, CGFloat)], in context: CGContext) {
        for (offsetY, blur, alpha) in shadows {
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: offsetY), blur: blur, color: CGColor(gray: 0, alpha: alpha))
            context.setFillColor(color)
            context.addPath(path)
            context.fillPath()
            context.restoreGState()
        }
        context.saveGState()
        context.setFillColor(color)
        context.addPath(path)
        context.fillPath()
        context.restoreGState()
    }

    // MARK: Text

    /// `string` set with `font` and `color` where it has none, in `view`'s language.
    /// `scalesWithContentSize` makes fonts made from text styles follow the view's content
    /// size category (`adjustsFontForContentSizeCategory`).
    package static func styling(_ string: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
                                lineBreakMode: NSLineBreakMode = .byTruncatingTail, scalesWithContentSize: Bool = false,
                                in view: UIView) -> TextStyling? {
        guard string.length > 0 else { return nil }
        let language = UntaggedTextLanguage.of(view.traitCollection.typesettingLanguage)
        var defaults = TextStyling.Defaults(font: font, color: color, alignment: alignment, lineBreakMode: lineBreakMode, language: language)
        defaults.rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if scalesWithContentSize { defaults.contentSizeCategory = view.traitCollection.preferredContentSizeCategory }
        return TextStyling(string, defaults: defaults)
    }

    /// The text laid out within `maxWidth` (nil: one unbroken line per paragraph) and
    /// `lines` lines (0: any number).
    package static func layout(_ styling: TextStyling, maxWidth: CGFloat?, lines: Int, in view: UIView) -> TextLayout? {
        switch styling.layout(maxWidth: maxWidth, numberOfLines: lines) {
        case let .success(layout):
            return layout
        case let .failure(failure):
            if case .empty = failure { return nil }
            view.drawingErrors.append("\(view.layoutItemName) could not lay out its text: \(failure)")
            RenderIssues.report("\(view.hierarchyPath) could not lay out its text: \(failure)")
            return nil
        }
    }

    /// The size of `string` on one line (unrounded).
    package static func size(of string: NSAttributedString, font: UIFont, scalesWithContentSize: Bool = false, in view: UIView) -> CGSize {
        guard let styling = styling(string, font: font, color: .label, scalesWithContentSize: scalesWithContentSize, in: view),
              let layout = layout(styling, maxWidth: nil, lines: 1, in: view) else { return .zero }
        return CGSize(width: CGFloat(layout.width), height: CGFloat(layout.height))
    }

    /// Draws `string` on one line centred vertically in `rect`, placed across it by
    /// `alignment`, truncated at the tail when it does not fit; `colorOverride` replaces
    /// every color.
    package static func drawLine(_ string: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment,
                                 scalesWithContentSize: Bool = false, in rect: CGRect, context: CGContext, view: UIView,
                                 colorOverride: UIColor? = nil) {
        guard rect.width > 0,
              let styling = styling(string, font: font, color: color, alignment: alignment, scalesWithContentSize: scalesWithContentSize, in: view),
              let layout = layout(styling, maxWidth: rect.width, lines: 1, in: view) else { return }
        let scale = view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : 1
        let top = rect.minY + ((rect.height - CGFloat(layout.height)) / 2 * scale).rounded() / scale
        TextPainter.draw(layout, styling: styling, at: CGPoint(x: rect.minX, y: top), in: context, traits: view.traitCollection,
                         colorOverride: colorOverride)
    }
}
