import Foundation

/// Draws a `UIImage` into a context in UIKit's coordinates: upright, oriented, nine-sliced
/// when resizable, tinted when a tint is given, symbols as marked placeholders.
package enum ImageDrawing {
    /// Draws `image` over `rect`; `tint` fills its shapes (templates) when given.
    package static func draw(_ image: UIImage, in rect: CGRect, context: CGContext, tint: CGColor?) {
        guard rect.width > 0, rect.height > 0 else { return }
        if image.imageOrientation != .up {
            context.saveGState()
            orient(context, for: image.imageOrientation, in: rect)
            drawUnoriented(image, in: orientedRect(rect, image.imageOrientation), context: context, tint: tint)
            context.restoreGState()
            return
        }
        drawUnoriented(image, in: rect, context: context, tint: tint)
    }

    private static func drawUnoriented(_ image: UIImage, in rect: CGRect, context: CGContext, tint: CGColor?) {
        switch image.content {
        case .empty:
            return
        case let .symbol(name):
            SymbolPlaceholder.draw(name: name, in: rect, context: context, color: tint ?? CGColor.black)
        case let .vector(document):
            if !context.drawVector(document, in: rect, tint: tint) {
                RenderIssues.report("An SVG image could not be drawn by librsvg.")
            }
        case let .pdf(document):
            context.drawVector(document, in: rect, tint: tint)
        case let .bitmap(cgImage):
            if image.capInsets != .zero {
                drawNineSlice(image, cgImage, in: rect, context: context, tint: tint)
            } else if let tint {
                context.drawMask(cgImage, in: rect, color: tint)
            } else {
                context.drawUpright(cgImage, in: rect)
            }
        }
    }

    /// A resizable image: corners at their size, edges stretched (or tiled) along one axis,
    /// the middle in both.
    private static func drawNineSlice(_ image: UIImage, _ cgImage: CGImage, in rect: CGRect, context: CGContext, tint: CGColor?) {
        let insets = image.capInsets
        let scale = image.scale
        let size = image.size
        let sourceColumns = [0, insets.left, size.width - insets.right, size.width]
        let sourceRows = [0, insets.top, size.height - insets.bottom, size.height]
        let targetColumns = [rect.minX, rect.minX + insets.left, rect.maxX - insets.right, rect.maxX]
        let targetRows = [rect.minY, rect.minY + insets.top, rect.maxY - insets.bottom, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceColumns[column] * scale, y: sourceRows[row] * scale,
                                    width: (sourceColumns[column + 1] - sourceColumns[column]) * scale,
                                    height: (sourceRows[row + 1] - sourceRows[row]) * scale)
                let target = CGRect(x: targetColumns[column], y: targetRows[row], width: targetColumns[column + 1] - targetColumns[column],
                                    height: targetRows[row + 1] - targetRows[row])
                guard source.width >= 1, source.height >= 1, target.width > 0, target.height > 0,
                      let piece = cgImage.cropping(to: source.integral) else { continue }
                let tiles = image.resizingMode == .tile && (row == 1 || column == 1)
                if tiles {
                    let tileSize = CGSize(width: column == 1 ? source.width / scale : target.width, height: row == 1 ? source.height / scale : target.height)
                    context.saveGState()
                    context.clip(to: target)
                    var y = target.minY
                    while y < target.maxY {
                        var x = target.minX
                        while x < target.maxX {
                            let tile = CGRect(origin: CGPoint(x: x, y: y), size: tileSize)
                            if let tint { context.drawMask(piece, in: tile, color: tint) } else { context.drawUpright(piece, in: tile) }
                            x += max(tileSize.width, 1)
                        }
                        y += max(tileSize.height, 1)
                    }
                    context.restoreGState()
                } else if let tint {
                    context.drawMask(piece, in: target, color: tint)
                } else {
                    context.drawUpright(piece, in: target)
                }
            }
        }
    }

    private static func orientedRect(_ rect: CGRect, _ orientation: UIImage.Orientation) -> CGRect {
        switch orientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGRect(x: 0, y: 0, width: rect.height, height: rect.width)
        default: return CGRect(origin: .zero, size: rect.size)
        }
    }

    /// Moves the context so an image drawn upright into `orientedRect` appears turned as
    /// `orientation` says over `rect`.
    private static func orient(_ context: CGContext, for orientation: UIImage.Orientation, in rect: CGRect) {
        context.translateBy(x: rect.minX, y: rect.minY)
        switch orientation {
        case .up: break
        case .upMirrored:
            context.translateBy(x: rect.width, y: 0)
            context.scaleBy(x: -1, y: 1)
        case .down:
            context.translateBy(x: rect.width, y: rect.height)
            context.rotate(by: .pi)
        case .downMirrored:
            context.translateBy(x: 0, y: rect.height)
            context.scaleBy(x: 1, y: -1)
        case .left:
            context.translateBy(x: 0, y: rect.height)
            context.rotate(by: -.pi / 2)
        case .leftMirrored:
            context.translateBy(x: rect.width, y: rect.height)
            context.rotate(by: -.pi / 2)
            context.scaleBy(x: 1, y: -1)
        case .right:
            context.translateBy(x: rect.width, y: 0)
            context.rotate(by: .pi / 2)
        case .rightMirrored:
            context.rotate(by: .pi / 2)
            context.scaleBy(x: 1, y: -1)
        }
    }
}
