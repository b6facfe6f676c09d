import Foundation
import Testing
import UIKit

/// Rendering and pixel reading for the colour, font, trait and label conformance suites.
@MainActor
enum CoreRender {
    /// `view` laid out and drawn (its layer tree) into an image at `scale` pixels per point.
    static func image(of view: UIView, scale: CGFloat = 1) -> UIImage {
        ImageTestSupport.render(view, scale: scale)
    }

    /// `view` on a white host of its own size (`view` at the origin), in light or dark.
    static func onWhite(_ view: UIView, scale: CGFloat = 1, style: UIUserInterfaceStyle = .light) -> UIImage {
        let host = UIView(frame: CGRect(origin: .zero, size: view.frame.size))
        host.traitOverrides.userInterfaceStyle = style
        host.backgroundColor = .white
        view.frame.origin = .zero
        host.addSubview(view)
        return image(of: host, scale: scale)
    }

    /// The pixel at (x, y), in pixels, as 0–255 components ((-1, …) outside the image).
    static func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> CoreRGBA {
        guard let bitmap = image.cgImage?.bitmap, x >= 0, y >= 0, x < bitmap.pixelWidth, y < bitmap.pixelHeight else {
            return CoreRGBA(r: -1, g: -1, b: -1, a: -1)
        }
        let p = bitmap.pixel(x: x, y: y)
        return CoreRGBA(r: Int(p.red), g: Int(p.green), b: Int(p.blue), a: Int(p.alpha))
    }

    /// The image's size in pixels.
    static func pixelSize(_ image: UIImage) -> (width: Int, height: Int) {
        guard let bitmap = image.cgImage?.bitmap else { return (0, 0) }
        return (bitmap.pixelWidth, bitmap.pixelHeight)
    }

    /// The pixel rectangle (min x, min y, max x, max y, inclusive) of the pixels that differ
    /// from white by more than `threshold` in some channel; nil when there is no ink.
    static func ink(_ image: UIImage, threshold: Int = 40, columns: Range<Int>? = nil) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let size = pixelSize(image)
        var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<size.height {
            for x in columns ?? 0..<size.width {
                let p = pixel(image, x, y)
                guard 255 - min(p.r, p.g, p.b) > threshold else { continue }
                if let r = result {
                    result = (min(r.minX, x), min(r.minY, y), max(r.maxX, x), max(r.maxY, y))
                } else {
                    result = (x, y, x, y)
                }
            }
        }
        return result
    }

    /// Whether two images have the same pixels in `columns` (all columns when nil) within
    /// `tolerance` per channel.
    static func samePixels(_ a: UIImage, _ b: UIImage, columns: Range<Int>? = nil, tolerance: Int = 0) -> Bool {
        let sa = pixelSize(a), sb = pixelSize(b)
        guard sa.height == sb.height else { return false }
        let range = columns ?? 0..<max(sa.width, sb.width)
        guard range.upperBound <= sa.width, range.upperBound <= sb.width else { return false }
        for y in 0..<sa.height {
            for x in range where !pixel(a, x, y).near(pixel(b, x, y), tolerance: tolerance) {
                return false
            }
        }
        return true
    }
}

/// A pixel's components, 0–255.
struct CoreRGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int

    func near(_ other: CoreRGBA, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    /// Whether the colour is (r, g, b), opaque, within `tolerance`.
    func isOpaque(_ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 2) -> Bool {
        near(CoreRGBA(r: red, g: green, b: blue, a: 255), tolerance: tolerance)
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// A color's sRGB components as read with `getRed(_:green:blue:alpha:)`, in 0–255 (alpha 0–1).
struct CoreComponents: CustomStringConvertible {
    var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    init(_ color: UIColor) {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        red = r * 255
        green = g * 255
        blue = b * 255
        alpha = a
    }

    /// Whether the components are (r, g, b) out of 255 (to half a step) and `alpha` (to 0.005).
    func `is`(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, alpha a: CGFloat = 1) -> Bool {
        abs(red - r) <= 0.5 && abs(green - g) <= 0.5 && abs(blue - b) <= 0.5 && abs(alpha - a) <= 0.005
    }

    var description: String { String(format: "(%.2f, %.2f, %.2f, %.3f)", Double(red), Double(green), Double(blue), Double(alpha)) }
}

/// Traits in light or dark.
func styleTraits(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    UITraitCollection(userInterfaceStyle: style)
}

/// Traits at a content size category.
func sizeTraits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
}
