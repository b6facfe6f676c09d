package import Typesetting

/// Draws laid-out attributed text: run backgrounds, glyphs in their colors with their
/// shadows, underlines and strikethroughs.
package enum TextPainter {
    /// Draws `layout` (made from `styling`) with its top left at `origin`; `viewPath` names
    /// the view in warnings about characters no font has (asked for only then).
    package static func draw(_ layout: TextLayout, styling: TextStyling, at origin: CGPoint, in context: CGContext,
                             traits: UITraitCollection, colorOverride: UIColor? = nil, viewPath: @autoclosure () -> String? = nil) {
        TextUsage.record(layout, viewPath: viewPath)
        func run(for span: TextSpan) -> TextStyling.Run? {
            styling.runs.indices.contains(span.tag) ? styling.runs[span.tag] : nil
        }
        // Backgrounds first, under every glyph.
        for line in layout.lines {
            for glyphRun in line.runs {
                guard let style = run(for: layout.text.spans[glyphRun.spanIndex]), let background = style.background else { continue }
                context.setFillColor(background.cgColor(in: traits))
                context.fill(CGRect(x: origin.x + CGFloat(line.x + glyphRun.x), y: origin.y + CGFloat(line.y),
                                    width: CGFloat(glyphRun.width), height: CGFloat(line.height)))
            }
        }
        for line in layout.lines {
            for glyphRun in line.runs {
                let span = layout.text.spans[glyphRun.spanIndex]
                let style = run(for: span)
                let color = (colorOverride ?? style?.color ?? .label).cgColor(in: traits)
                var x = Double(origin.x) + line.x + glyphRun.x
                var glyphs: [GlyphPlacement] = []
                glyphs.reserveCapacity(glyphRun.glyphs.count)
                for glyph in glyphRun.glyphs {
                    glyphs.append(GlyphPlacement(id: glyph.id, position: CGPoint(x: x + glyph.xOffset, y: Double(origin.y) + line.baseline - glyph.yOffset)))
                    x += glyph.advance
                }
                if let shadow = style?.shadow {
                    context.saveGState()
                    let shadowColor = (shadow.shadowColor as? UIColor)?.cgColor(in: traits) ?? CGColor(gray: 0, alpha: 1.0 / 3.0)
                    context.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: shadowColor)
                }
                context.drawGlyphs(glyphs, file: glyphRun.face.file, index: glyphRun.face.index, pointSize: CGFloat(glyphRun.pointSize), color: color)
                if let style, !glyphRun.isTruncationToken {
                    let left = origin.x + CGFloat(line.x + glyphRun.x)
                    let baseline = origin.y + CGFloat(line.baseline)
                    let size = CGFloat(glyphRun.pointSize)
                    if !style.underline.isEmpty {
                        let lineColor = (style.underlineColor ?? colorOverride ?? style.color).cgColor(in: traits)
                        decorate(style.underline, from: left, width: CGFloat(glyphRun.width), y: baseline + max(1, size * 0.1), size: size,
                                 color: lineColor, in: context)
                    }
                    if !style.strikethrough.isEmpty {
                        let lineColor = (style.strikethroughColor ?? colorOverride ?? style.color).cgColor(in: traits)
                        decorate(style.strikethrough, from: left, width: CGFloat(glyphRun.width), y: baseline - style.font.xHeight / 2,
                                 size: size, color: lineColor, in: context)
                    }
                }
                if style?.shadow != nil { context.restoreGState() }
            }
        }
    }

    /// An underline or strikethrough: one line (two for `.double`), thicker for `.thick`,
    /// dotted or dashed for the patterns.
    private static func decorate(_ style: NSUnderlineStyle, from x: CGFloat, width: CGFloat, y: CGFloat, size: CGFloat, color: CGColor,
                                 in context: CGContext) {
        let thickness = max(0.5, size / 17) * (style.contains(.thick) ? 2 : 1)
        let isDouble = style.rawValue & 0x0F == NSUnderlineStyle.double.rawValue
        context.saveGState()
        context.setStrokeColor(color)
        context.setLineWidth(thickness)
        let pattern = style.rawValue & 0x0F00
        switch pattern {
        case NSUnderlineStyle.patternDot.rawValue: context.setLineDash(phase: 0, lengths: [thickness, thickness * 2])
        case NSUnderlineStyle.patternDash.rawValue: context.setLineDash(phase: 0, lengths: [thickness * 4, thickness * 2])
        case NSUnderlineStyle.patternDashDot.rawValue: context.setLineDash(phase: 0, lengths: [thickness * 4, thickness * 2, thickness, thickness * 2])
        case NSUnderlineStyle.patternDashDotDot.rawValue:
            context.setLineDash(phase: 0, lengths: [thickness * 4, thickness * 2, thickness, thickness * 2, thickness, thickness * 2])
        default: break
        }
        let offsets: [CGFloat] = isDouble ? [0, thickness * 2] : [0]
        for offset in offsets {
            context.move(to: CGPoint(x: x, y: y + offset))
            context.addLine(to: CGPoint(x: x + width, y: y + offset))
        }
        context.strokePath()
        context.restoreGState()
    }
}
