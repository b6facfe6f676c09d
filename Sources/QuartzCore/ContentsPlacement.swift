/// Where a layer's `contents` image goes in its bounds: the part `contentsRect` picks,
/// placed by `contentsGravity` at `contentsScale` pixels a point, and cut in nine by
/// `contentsCenter` when it is resized.
enum ContentsPlacement {
    /// The rectangle the whole of an image of `size` pixels takes in `bounds`.
    static func rect(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity, scale: CGFloat) -> CGRect {
        let size = CGSize(width: size.width / max(scale, 0.01), height: size.height / max(scale, 0.01))
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let ratio = gravity == .resizeAspect
                ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let fitted = CGSize(width: size.width * ratio, height: size.height * ratio)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        default:
            var x = bounds.midX - size.width / 2, y = bounds.midY - size.height / 2
            let name = gravity.rawValue.lowercased()
            if name.contains("left") { x = bounds.minX }
            if name.contains("right") { x = bounds.maxX - size.width }
            if name.hasPrefix("top") { y = bounds.minY }
            if name.hasPrefix("bottom") { y = bounds.maxY - size.height }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Whether `gravity` scales the image to the bounds (the modes `contentsCenter` acts in).
    static func resizes(_ gravity: CALayerContentsGravity) -> Bool {
        gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill
    }

    /// Draws `image` as a layer with these contents settings shows it in `bounds`.
    static func draw(_ image: CGImage, in bounds: CGRect, gravity: CALayerContentsGravity, scale: CGFloat,
                     contentsRect: CGRect, contentsCenter: CGRect, into ctx: CGContext) {
        guard let part = crop(image, to: contentsRect) else { return }
        let size = CGSize(width: part.width, height: part.height)
        let target = rect(for: size, in: bounds, gravity: gravity, scale: scale)
        let center = contentsCenter.standardized
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard resizes(gravity), center != unit else {
            ctx.drawUpright(part, in: target)
            return
        }
        drawNineParts(part, center: center, in: target, scale: scale, into: ctx)
    }

    /// The part of `image` inside `unitRect` (unit coordinates from the top left), or the
    /// image itself for the unit rectangle; nil when nothing is left.
    static func crop(_ image: CGImage, to unitRect: CGRect) -> CGImage? {
        let r = unitRect.standardized
        if r == CGRect(x: 0, y: 0, width: 1, height: 1) { return image }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let pixels = CGRect(x: (r.minX * w).rounded(), y: (r.minY * h).rounded(), width: (r.width * w).rounded(), height: (r.height * h).rounded())
        return image.cropping(to: pixels)
    }

    /// Nine-part drawing: the corners keep their size (in points, at `scale`), the edges
    /// stretch along their length, the middle both ways. When the target is too small for
    /// the corners they shrink together.
    static func drawNineParts(_ image: CGImage, center: CGRect, in target: CGRect, scale: CGFloat, into ctx: CGContext) {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        // Source columns and rows in pixels.
        let xs = middle(center.minX, center.maxX, of: w), ys = middle(center.minY, center.maxY, of: h)
        let s = max(scale, 0.01)
        var left = xs[1] / s, right = (w - xs[2]) / s, top = ys[1] / s, bottom = (h - ys[2]) / s
        if left + right > target.width, left + right > 0 {
            let k = target.width / (left + right)
            left *= k
            right *= k
        }
        if top + bottom > target.height, top + bottom > 0 {
            let k = target.height / (top + bottom)
            top *= k
            bottom *= k
        }
        let dx = [target.minX, target.minX + left, target.maxX - right, target.maxX]
        let dy = [target.minY, target.minY + top, target.maxY - bottom, target.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let destination = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard source.width >= 1, source.height >= 1, destination.width > 0, destination.height > 0,
                      let piece = image.cropping(to: source) else { continue }
                ctx.drawUpright(piece, in: destination)
            }
        }
    }

    /// The four edges of three slices of `length` pixels, the middle from `start` to `end`
    /// (unit fractions) and at least one pixel (a zero-size center stretches its line).
    private static func middle(_ start: CGFloat, _ end: CGFloat, of length: CGFloat) -> [CGFloat] {
        var a = min(max((start * length).rounded(), 0), length), b = min(max((end * length).rounded(), 0), length)
        if b - a < 1 {
            b = min(a + 1, length)
            a = max(b - 1, 0)
        }
        return [0, a, b, length]
    }
}
