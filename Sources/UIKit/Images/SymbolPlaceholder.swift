/// What stands in for an SF Symbol, which cannot ship outside Apple's platforms: a rounded
/// frame with a cross, in the symbol's color, so a reviewer sees at once that a symbol is
/// there and that it is not the real one. Every draw reports the symbol's name.
@MainActor
enum SymbolPlaceholder {
    static func draw(name: String, in rect: CGRect, context: CGContext, color: CGColor) {
        RenderIssues.report("SF Symbol '\(name)' cannot be drawn outside Apple's platforms; a placeholder of its size was drawn. "
            + "Ship the icon as an SVG in an asset catalog to see it.")
        let inset = max(0.5, min(rect.width, rect.height) * 0.08)
        let frame = rect.insetBy(dx: inset, dy: inset)
        guard frame.width > 0, frame.height > 0 else { return }
        context.saveGState()
        context.setStrokeColor(color)
        context.setLineWidth(max(1, min(rect.width, rect.height) / 14))
        context.addPath(CGPath(roundedRect: frame, cornerWidth: frame.width * 0.2, cornerHeight: frame.height * 0.2, transform: nil))
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [max(1, frame.width / 8), max(1, frame.width / 10)])
        context.move(to: CGPoint(x: frame.minX, y: frame.minY))
        context.addLine(to: CGPoint(x: frame.maxX, y: frame.maxY))
        context.move(to: CGPoint(x: frame.maxX, y: frame.minY))
        context.addLine(to: CGPoint(x: frame.minX, y: frame.maxY))
        context.strokePath()
        context.restoreGState()
    }
}
