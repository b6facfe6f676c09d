/// What stands in for an SF Symbol, which cannot ship outside Apple's platforms: a dashed
/// rounded square (the usual sign of a placeholder) around a small solid cross, in the
/// symbol's color, so a reviewer sees at once where a symbol is and that it is not the real
/// one. Its lines scale with its size. Every draw reports the symbol's name.
enum SymbolPlaceholder {
    static func draw(name: String, in rect: CGRect, context: CGContext, color: CGColor) {
        RenderIssues.report("SF Symbol '\(name)' cannot be drawn outside Apple's platforms; a placeholder of its size was drawn. "
            + "Ship the icon as an SVG or PDF in an asset catalog to see it.")
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let lineWidth = max(1, side / 14)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let frame = square.insetBy(dx: lineWidth / 2 + side * 0.06, dy: lineWidth / 2 + side * 0.06)
        guard frame.width > 0 else { return }
        context.saveGState()
        context.setStrokeColor(color)
        context.setLineWidth(lineWidth)
        // The frame: dashes whose count fits each side evenly, so the corners stay solid.
        let corner = frame.width * 0.24
        context.setLineCap(.round)
        context.setLineDash(phase: 0, lengths: Self.dashes(along: frame.width * 4 - corner * 8 * (1 - .pi / 4), lineWidth: lineWidth))
        context.addPath(CGPath(roundedRect: frame, cornerWidth: corner, cornerHeight: corner, transform: nil))
        context.strokePath()
        // The cross, solid, in the middle third.
        context.setLineDash(phase: 0, lengths: [])
        let cross = square.insetBy(dx: side * 0.34, dy: side * 0.34)
        context.move(to: CGPoint(x: cross.minX, y: cross.minY))
        context.addLine(to: CGPoint(x: cross.maxX, y: cross.maxY))
        context.move(to: CGPoint(x: cross.maxX, y: cross.minY))
        context.addLine(to: CGPoint(x: cross.minX, y: cross.maxY))
        context.strokePath()
        context.restoreGState()
    }

    /// A dash and a gap whose pattern repeats a whole number of times along `length`.
    private static func dashes(along length: CGFloat, lineWidth: CGFloat) -> [CGFloat] {
        let wanted = max(lineWidth * 4, 2)
        let count = max(4, (length / wanted).rounded())
        let period = length / count
        // Round caps add half a line width at each end of a dash.
        let dash = max(0.01, period * 0.5 - lineWidth)
        return [dash, period - dash]
    }
}
