/// Where a layer's `contents` image goes in its bounds, per `contentsGravity`.
enum ContentsPlacement {
    static func rect(for image: CGImage, in bounds: CGRect, gravity: CALayerContentsGravity, scale: CGFloat) -> CGRect {
        let size = CGSize(width: CGFloat(image.width) / max(scale, 0.01), height: CGFloat(image.height) / max(scale, 0.01))
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
}
