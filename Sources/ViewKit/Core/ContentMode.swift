/// How a view's content fills its bounds, UIKit's `UIView.ContentMode`.
public enum ContentMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Stretched to fill, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit whole, keeping the aspect ratio (letterboxed).
    case scaleAspectFit
    /// Scaled to fill, keeping the aspect ratio (cropped).
    case scaleAspectFill
    case center
    case top
    case bottom
    case left
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight

    /// Where content of `contentSize` goes in `bounds`.
    public func rect(for contentSize: Size, in bounds: Rect) -> Rect {
        let width = contentSize.width, height = contentSize.height
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard width > 0, height > 0 else { return bounds }
            let ratios = (bounds.width / width, bounds.height / height)
            let factor = self == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            let size = Size(width: width * factor, height: height * factor)
            return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let x: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - width
            default: x = bounds.midX - width / 2
            }
            let y: Double
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - height
            default: y = bounds.midY - height / 2
            }
            return Rect(x: x, y: y, width: width, height: height)
        }
    }
}
