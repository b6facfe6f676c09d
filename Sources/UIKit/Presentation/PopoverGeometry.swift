/// Where a popover goes: the side its arrow points out of, its box, and the arrow, in its
/// container's coordinates (docs/PRESENTATION.md, "Popovers").
struct PopoverGeometry {
    var direction: UIPopoverArrowDirection
    /// The rounded box the content fills.
    var box: CGRect
    /// The box and the arrow together.
    var chrome: CGRect
    /// The arrow's tip, on the source's edge.
    var tip: CGPoint

    /// Tries the permitted sides in UIKit's order (below the source, above, right, left): the
    /// first where the content fits whole, else the one with the most room; the box stays in
    /// `region`, the arrow's base at least a corner radius from the box's corners.
    static func compute(source: CGRect, content: CGSize, region: CGRect, permitted: UIPopoverArrowDirection, scale: CGFloat) -> PopoverGeometry? {
        let arrow = PresentationMetrics.popoverArrowHeight
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right].filter { permitted.contains($0) }
        guard !order.isEmpty, region.width > 0, region.height > 0 else { return nil }
        func room(_ direction: UIPopoverArrowDirection) -> CGSize {
            switch direction {
            case .up: return CGSize(width: region.width, height: region.maxY - source.maxY - arrow)
            case .down: return CGSize(width: region.width, height: source.minY - arrow - region.minY)
            case .left: return CGSize(width: region.maxX - source.maxX - arrow, height: region.height)
            default: return CGSize(width: source.minX - arrow - region.minX, height: region.height)
            }
        }
        let direction = order.first { room($0).width >= content.width && room($0).height >= content.height }
            ?? order.max { fitted(content, in: room($0)).area < fitted(content, in: room($1)).area } ?? .up
        let size = fitted(content, in: room(direction))
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        var box: CGRect, chrome: CGRect, tip: CGPoint
        switch direction {
        case .up, .down:
            let x = round(clamp(source.midX - size.width / 2, region.minX, region.maxX - size.width))
            let y = direction == .up ? source.maxY + arrow : source.minY - arrow - size.height
            box = CGRect(x: x, y: round(y), width: size.width, height: size.height)
            let inset = PresentationMetrics.popoverCornerRadius + PresentationMetrics.popoverArrowBase / 2
            tip = CGPoint(x: clamp(source.midX, box.minX + inset, box.maxX - inset), y: direction == .up ? box.minY - arrow : box.maxY + arrow)
            chrome = direction == .up ? CGRect(x: box.minX, y: box.minY - arrow, width: box.width, height: box.height + arrow)
                : CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height + arrow)
        default:
            let y = round(clamp(source.midY - size.height / 2, region.minY, region.maxY - size.height))
            let x = direction == .left ? source.maxX + arrow : source.minX - arrow - size.width
            box = CGRect(x: round(x), y: y, width: size.width, height: size.height)
            let inset = PresentationMetrics.popoverCornerRadius + PresentationMetrics.popoverArrowBase / 2
            tip = CGPoint(x: direction == .left ? box.minX - arrow : box.maxX + arrow, y: clamp(source.midY, box.minY + inset, box.maxY - inset))
            chrome = direction == .left ? CGRect(x: box.minX - arrow, y: box.minY, width: box.width + arrow, height: box.height)
                : CGRect(x: box.minX, y: box.minY, width: box.width + arrow, height: box.height)
        }
        return PopoverGeometry(direction: direction, box: box, chrome: chrome, tip: tip)
    }

    /// `content` shrunk to fit `room`.
    private static func fitted(_ content: CGSize, in room: CGSize) -> CGSize {
        CGSize(width: max(0, min(content.width, room.width)), height: max(0, min(content.height, room.height)))
    }

    /// The box with its rounded corners and the arrow, in the chrome's coordinates.
    func shape() -> CGPath {
        let origin = chrome.origin
        let local = box.offsetBy(dx: -origin.x, dy: -origin.y)
        let tip = CGPoint(x: self.tip.x - origin.x, y: self.tip.y - origin.y)
        let half = PresentationMetrics.popoverArrowBase / 2
        let path = CGMutablePath()
        path.addRoundedRect(in: local, cornerWidth: PresentationMetrics.popoverCornerRadius, cornerHeight: PresentationMetrics.popoverCornerRadius)
        switch direction {
        case .up: path.addLines(between: [CGPoint(x: tip.x - half, y: local.minY), tip, CGPoint(x: tip.x + half, y: local.minY)])
        case .down: path.addLines(between: [CGPoint(x: tip.x - half, y: local.maxY), tip, CGPoint(x: tip.x + half, y: local.maxY)])
        case .left: path.addLines(between: [CGPoint(x: local.minX, y: tip.y - half), tip, CGPoint(x: local.minX, y: tip.y + half)])
        default: path.addLines(between: [CGPoint(x: local.maxX, y: tip.y - half), tip, CGPoint(x: local.maxX, y: tip.y + half)])
        }
        path.closeSubpath()
        return path
    }
}

private extension CGSize {
    var area: CGFloat { width * height }
}
