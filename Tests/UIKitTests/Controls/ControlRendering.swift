import Foundation
import Testing
import UIKit

/// Renders views the way the catalog does, for pixel checks in the controls' tests.
@MainActor
enum ControlRendering {
    /// `view` laid out and rendered at `scale` over `background`, in light or dark.
    static func render(_ view: UIView, dark: Bool = false, scale: CGFloat = 1, background: UIColor = .systemBackground,
                       padding: CGFloat = 0, save name: String? = nil) -> UIImage {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: view.frame.width + 2 * padding, height: view.frame.height + 2 * padding))
        host.traitOverrides.userInterfaceStyle = dark ? .dark : .light
        host.backgroundColor = background
        view.frame.origin = CGPoint(x: padding, y: padding)
        host.addSubview(view)
        host.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: host.bounds.size, format: format).image { host.layer.render(in: $0.cgContext) }
        if let name, ProcessInfo.processInfo.environment["CONTROLS_SAVE"] != nil {
            try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/controls-\(name).png"))
        }
        return image
    }

    /// The pixel at (x, y) in pixels, as 0–255 components.
    static func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        guard let bitmap = image.cgImage?.bitmap else { return (0, 0, 0, 0) }
        let p = bitmap.pixel(x: x, y: y)
        return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }

    /// Whether two colors are within `tolerance` on every component.
    static func near(_ a: (r: Int, g: Int, b: Int, a: Int), _ b: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        abs(a.r - b.0) <= tolerance && abs(a.g - b.1) <= tolerance && abs(a.b - b.2) <= tolerance
    }
}
