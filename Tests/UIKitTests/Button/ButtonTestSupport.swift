import Foundation
import Testing
import UIKit

/// Renders views and reads their pixels, for the button tests.
@MainActor
enum ButtonTestSupport {
    /// `view` laid out and drawn at scale 1 over `background`.
    static func render(_ view: UIView, background: UIColor = .white, style: UIUserInterfaceStyle = .light) -> UIImage {
        let host = UIView(frame: CGRect(origin: .zero, size: view.bounds.size))
        host.backgroundColor = background
        host.traitOverrides.userInterfaceStyle = style
        host.addSubview(view)
        host.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: host.bounds.size, format: format).image { host.layer.render(in: $0.cgContext) }
    }

    /// The pixel at (`x`, `y`) as 0–255 components.
    static func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        guard let pixel = image.cgImage?.bitmap.pixel(x: x, y: y) else { return (-1, -1, -1) }
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    /// Whether two colors are within `tolerance` of each other in every component.
    static func close(_ a: (red: Int, green: Int, blue: Int), _ b: (red: Int, green: Int, blue: Int), tolerance: Int = 2) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    /// Whether two sizes are equal within a thousandth of a point.
    static func same(_ a: CGSize, _ b: CGSize) -> Bool {
        abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    /// The components of `color` in `style`.
    static func components(_ color: UIColor?, style: UIUserInterfaceStyle = .light) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        var result = (red: -1, green: -1, blue: -1, alpha: -1)
        UITraitCollection(userInterfaceStyle: style).performAsCurrent {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color?.getRed(&r, green: &g, blue: &b, alpha: &a)
            result = (Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()), Int((a * 255).rounded()))
        }
        return result
    }
}
