import Foundation
import Testing
import UIKit

/// The fixture catalog (Fixtures/Media.xcassets, shipped as the test target's resources with
/// `.process`, as a team's package ships it): each variant is a few pixels of one color, so
/// one pixel tells which file UIKit chose.
@MainActor
@Suite("Asset catalogs as a SwiftPM package ships them")
struct AssetCatalogTests {
    typealias Support = ImageTestSupport

    /// The color of the image's top left pixel and its scale.
    func sample(_ name: String, _ traits: UITraitCollection) -> (scale: CGFloat, color: (Int, Int, Int, Int))? {
        guard let image = UIImage(named: name, in: Support.bundle, compatibleWith: traits) else { return nil }
        let pixel = Support.pixel(image, 0, 0)
        return (image.scale, (pixel.red, pixel.green, pixel.blue, pixel.alpha))
    }

    @Test("Bundle.module on Linux is the <Package>_<Target>.resources folder beside the executable, catalog inside")
    func moduleBundleLayout() {
        let url = Support.bundle.bundleURL
        #expect(url.lastPathComponent == "ComponentCatalog_UIKitTests.resources")
        #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("Media.xcassets/Badge.imageset/Contents.json").path))
    }

    @Test("The scale of the traits picks the 1x, 2x or 3x file; the size in points stays 4 × 4", arguments: [
        (CGFloat(1), (255, 0, 0, 255)), (CGFloat(2), (0, 255, 0, 255)), (CGFloat(3), (0, 0, 255, 255)),
    ])
    func scales(scale: CGFloat, color: (Int, Int, Int, Int)) throws {
        let image = try #require(UIImage(named: "Badge", in: Support.bundle, compatibleWith: Support.traits(scale: scale)))
        #expect(image.scale == scale)
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(Support.pixel(image, 0, 0, is: color))
    }

    @Test("Dark appearance takes the dark file; a dark 1x slot without a file falls back to a dark 2x one")
    func darkAppearance() throws {
        let dark3 = try #require(sample("Badge", Support.traits(scale: 3, style: .dark)))
        #expect(dark3.scale == 3)
        #expect(dark3.color == (255, 0, 255, 255))
        let dark1 = try #require(sample("Badge", Support.traits(scale: 1, style: .dark)))
        #expect(dark1.scale == 2, "the nearest larger dark file")
        #expect(dark1.color == (255, 255, 0, 255))
    }

    @Test("High contrast takes the high-contrast file")
    func highContrast() throws {
        let sampled = try #require(sample("Badge", Support.traits(scale: 2, contrast: .high)))
        #expect(sampled.color == (0, 0, 0, 255))
    }

    @Test("UIImage(named:) with no bundle finds a package's catalog through the main bundle's folder")
    func mainBundleFindsPackageResources() throws {
        let image = try #require(UIImage(named: "Badge"))
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(UIImage(named: "NoSuchImage") == nil)
    }

    @Test("UIImage(named:in:with:) takes the traits of the configuration")
    func configurationTraits() throws {
        let configuration = UIImage.Configuration().withTraitCollection(Support.traits(scale: 3, style: .dark))
        let image = try #require(UIImage(named: "Badge", in: Support.bundle, with: configuration))
        #expect(Support.pixel(image, 0, 0, is: (255, 0, 255, 255)))
    }

    @Test("A folder that provides a namespace prefixes its images' names; one that does not, doesn't")
    func namespaces() {
        #expect(UIImage(named: "Icons/Star", in: Support.bundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Star", in: Support.bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Plain", in: Support.bundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Misc/Plain", in: Support.bundle, compatibleWith: nil) == nil)
    }

    @Test("The rendering intent sets the rendering mode")
    func renderingIntent() throws {
        #expect(try #require(UIImage(named: "Glyph", in: Support.bundle, compatibleWith: nil)).renderingMode == .alwaysTemplate)
        #expect(try #require(UIImage(named: "Outline", in: Support.bundle, compatibleWith: nil)).renderingMode == .alwaysOriginal)
        #expect(try #require(UIImage(named: "Badge", in: Support.bundle, compatibleWith: nil)).renderingMode == .automatic)
    }

    @Test("A template SVG kept as a vector stays sharp at any size and takes the tint")
    func preservedVectorTemplate() throws {
        let glyph = try #require(UIImage(named: "Glyph", in: Support.bundle, compatibleWith: Support.traits(scale: 2)))
        #expect(glyph.size == CGSize(width: 10, height: 10))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = glyph
        view.tintColor = .red
        let rendered = Support.render(view)
        // The square runs from 10 to 90 points: a sharp edge between pixels 9 and 10.
        #expect(Support.pixel(rendered, 10, 50, is: (255, 0, 0, 255)))
        #expect(Support.pixel(rendered, 9, 50).alpha == 0)
    }

    @Test("A single-scale PDF without preserved vectors is rasterized at the display scale; its rectangle shows")
    func rasterizedPDF() throws {
        let logo = try #require(UIImage(named: "Logo", in: Support.bundle, compatibleWith: Support.traits(scale: 3)))
        #expect(logo.size == CGSize(width: 20, height: 10))
        #expect(logo.scale == 3)
        let pixels = try #require(logo.cgImage)
        #expect(pixels.width == 60 && pixels.height == 30)
        #expect(Support.pixel(logo, 30, 15, is: (255, 128, 0, 255), tolerance: 3), "the orange rectangle")
        #expect(Support.pixel(logo, 2, 2).alpha == 0, "the 2-point margin is empty")
    }

    @Test("A PDF with preserved vectors draws sharp when scaled up")
    func vectorPDF() throws {
        let outline = try #require(UIImage(named: "Outline", in: Support.bundle, compatibleWith: Support.traits(scale: 1)))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.image = outline
        let rendered = Support.render(view)
        // 2 points of margin in 20 become 20 in 200: the edge falls between pixels 19 and 20.
        #expect(Support.pixel(rendered, 20, 50, is: (0, 128, 255, 255), tolerance: 3))
        #expect(Support.pixel(rendered, 19, 50).alpha == 0)
    }

    @Test("A JPEG decodes with its EXIF orientation: 16 × 8 pixels at 2x turned right are 4 × 8 points")
    func jpegOrientation() throws {
        let photo = try #require(UIImage(named: "Photo", in: Support.bundle, compatibleWith: Support.traits(scale: 2)))
        #expect(photo.imageOrientation == .right)
        #expect(photo.scale == 2)
        #expect(photo.size == CGSize(width: 4, height: 8))
        let view = UIImageView(image: photo)
        let rendered = Support.render(view, scale: 2)
        // Turned right, the left (red) half of the stored pixels is at the top.
        #expect(Support.pixel(rendered, 4, 3, is: (255, 0, 0, 255), tolerance: 40), "\(Support.pixel(rendered, 4, 3))")
        #expect(Support.pixel(rendered, 4, 12, is: (0, 0, 255, 255), tolerance: 40), "\(Support.pixel(rendered, 4, 12))")
    }

    @Test("UIImage(data:) reads JPEG data; data that is no image gives nil and a report")
    func jpegData() throws {
        let url = try #require(Support.bundle.url(forResource: "Media.xcassets/Photo.imageset/photo@2x", withExtension: "jpg"))
        let image = try #require(UIImage(data: try Data(contentsOf: url)))
        #expect(image.size == CGSize(width: 8, height: 16), "scale 1, turned right")
        let diagnostics = RenderDiagnostics()
        #expect(diagnostics.collect { UIImage(data: Data([0xFF, 0xD8, 0xFF, 0x00, 0x01])) } == nil)
        #expect(diagnostics.issues.contains { $0.contains("JPEG") })
    }

    @Test("Color sets: fractions, 8-bit integers and hexadecimal, each appearance", arguments: [
        (UIUserInterfaceStyle.light, UIAccessibilityContrast.normal, (CGFloat(0), CGFloat(0.478), CGFloat(1))),
        (.dark, .normal, (CGFloat(1), CGFloat(159) / 255, CGFloat(10) / 255)),
        (.light, .high, (CGFloat(0), CGFloat(0), CGFloat(0x80) / 255)),
    ])
    func brandColor(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast, expected: (CGFloat, CGFloat, CGFloat)) throws {
        let color = try #require(UIColor(named: "Brand", in: Support.bundle, compatibleWith: nil))
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        Support.traits(scale: 2, style: style, contrast: contrast).performAsCurrent {
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        }
        #expect(abs(red - expected.0) < 0.001 && abs(green - expected.1) < 0.001 && abs(blue - expected.2) < 0.001, "\(red) \(green) \(blue)")
        #expect(alpha == 1)
    }

    @Test("Hex with alpha, gray white (any and dark), Display P3 and a system color reference")
    func otherNotations() throws {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        try #require(UIColor(named: "Hex", in: Support.bundle, compatibleWith: nil)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == CGFloat(0xCC) / 255 && green == CGFloat(0x66) / 255 && blue == CGFloat(0x33) / 255 && alpha == 0.5)

        let gray = try #require(UIColor(named: "Gray", in: Support.bundle, compatibleWith: nil))
        var white: CGFloat = 0
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { gray.getWhite(&white, alpha: nil) }
        #expect(abs(white - 0.25) < 0.001)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { gray.getWhite(&white, alpha: nil) }
        #expect(abs(white - 0.75) < 0.001)

        let fixedDark = try #require(UIColor(named: "Gray", in: Support.bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { fixedDark.getWhite(&white, alpha: nil) }
        #expect(abs(white - 0.75) < 0.001, "a color looked up for fixed traits keeps them")

        // Display P3 pure red is outside sRGB: more red than sRGB can show, green and blue below 0.
        try #require(UIColor(named: "Vivid", in: Support.bundle, compatibleWith: nil)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red > 1.05 && green < -0.1 && blue < -0.05, "\(red) \(green) \(blue)")

        let accent = try #require(UIColor(named: "Accent", in: Support.bundle, compatibleWith: nil))
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            #expect(accent.resolvedColor(with: traits).cgColor(in: traits) == UIColor.systemBlue.resolvedColor(with: traits).cgColor(in: traits))
        }
        #expect(UIColor(named: "NoSuchColor", in: Support.bundle, compatibleWith: nil) == nil)
    }
}
