import Foundation
import Testing
import UIKit

/// Rendering and pixel reading for the image tests: a view drawn at a chosen scale, and
/// pixels compared with a tolerance (JPEG and antialiasing are not exact).
@MainActor
enum ImageTestSupport {
    /// The view laid out and drawn into an image at `scale` pixels per point.
    static func render(_ view: UIView, scale: CGFloat = 1) -> UIImage {
        view.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { view.layer.render(in: $0.cgContext) }
    }

    /// The pixel of `image` at pixel coordinates.
    static func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        guard let bitmap = image.cgImage?.bitmap, x >= 0, y >= 0, x < bitmap.pixelWidth, y < bitmap.pixelHeight else { return (-1, -1, -1, -1) }
        let pixel = bitmap.pixel(x: x, y: y)
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha))
    }

    /// Whether the pixel is `color` within `tolerance` in every channel (alpha included).
    static func pixel(_ image: UIImage, _ x: Int, _ y: Int, is color: (Int, Int, Int, Int), tolerance: Int = 2) -> Bool {
        let found = pixel(image, x, y)
        return abs(found.red - color.0) <= tolerance && abs(found.green - color.1) <= tolerance && abs(found.blue - color.2) <= tolerance
            && abs(found.alpha - color.3) <= tolerance
    }

    /// The fixture asset catalog's bundle: the test target's resources.
    static var bundle: Bundle { Bundle.module }

    /// Traits for a lookup: a display scale, an appearance and a contrast.
    static func traits(scale: CGFloat, style: UIUserInterfaceStyle = .light, contrast: UIAccessibilityContrast = .normal) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
        ])
    }

    /// A solid image of `size` points in `color`, at scale 1.
    static func solid(_ color: UIColor, size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
