import Foundation
import Testing
import ViewRendering

/// What the renderer's public API hands a team: Foundation's `Locale.Language` in, BCP 47
/// tags in names, and the image as a `CGImage` and PNG bytes.
@MainActor
@Suite("Renderer's public image and language API")
struct PublicImageAndLanguageTests {
    @Test("Environment names take the shortest tag, keeping a Chinese script and an unusual region",
          arguments: [("ja", "ja"), ("ja-JP", "ja"), ("en", "en"), ("ko", "ko"), ("zh-Hans", "zh-Hans"), ("zh-Hant", "zh-Hant"),
                      ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant-HK")])
    func languageTags(identifier: String, tag: String) {
        let environment = RenderEnvironment(traits: UITraitCollection(displayScale: 2), language: Locale.Language(identifier: identifier))
        #expect(environment.languageTag == tag)
        #expect(environment.name == "light-\(tag)-L-2x")
    }

    @Test("Without a language of its own, the environment takes the traits' typesetting language")
    func traitsLanguage() {
        let traits = UITraitCollection { $0.displayScale = 3; $0.typesettingLanguage = Locale.Language(identifier: "zh-Hans") }
        let environment = RenderEnvironment(traits: traits)
        #expect(environment.effectiveLanguage == Locale.Language(identifier: "zh-Hans"))
        #expect(environment.name == "light-zh-Hans-L-3x")
        #expect(RenderEnvironment(traits: UITraitCollection(displayScale: 3)).languageTag == nil)
    }

    @Test("A right-to-left language is refused with a message, not drawn left to right", arguments: ["ar", "he", "fa"])
    func rightToLeftRefused(identifier: String) throws {
        let renderer = try ViewRenderer()
        let environment = RenderEnvironment(traits: UITraitCollection(displayScale: 2), language: Locale.Language(identifier: identifier))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "مرحبا"
        #expect(throws: RenderError.rightToLeftLanguage(identifier)) {
            try renderer.render(label, in: environment, size: .fixed(label.bounds.size))
        }
        #expect(RenderError.rightToLeftLanguage(identifier).description.contains("written right to left"))
        // A left-to-right language renders.
        let japanese = RenderEnvironment(traits: UITraitCollection(displayScale: 2), language: Locale.Language(identifier: "ja"))
        #expect(try renderer.render(label, in: japanese, size: .fixed(label.bounds.size)).scale == 2)
    }

    @Test("A render gives its pixels as a CGImage at the display scale and as PNG bytes of the same size")
    func imageAndPNG() throws {
        let renderer = try ViewRenderer()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.backgroundColor = .systemRed
        let image = try renderer.render(view, in: RenderEnvironment(traits: UITraitCollection(displayScale: 2)), size: .fixed(view.bounds.size))
        #expect(image.scale == 2)
        #expect(image.cgImage.width == 60 && image.cgImage.height == 40)
        let png = try image.pngData()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try #require(UIImage(data: png)?.cgImage)
        #expect(decoded.width == 60 && decoded.height == 40)
    }

    @Test("The faces a label was set in name their family, style, file and version")
    func renderedFontFaces() throws {
        let renderer = try ViewRenderer()
        let environment = RenderEnvironment(traits: UITraitCollection(displayScale: 2), language: Locale.Language(identifier: "ja"))
        let label = renderer.withEnvironment(environment) { () -> UILabel in
            let label = UILabel()
            label.text = "日本橋"
            return label
        }
        let faces = try renderer.render(label, in: environment).faces
        let face = try #require(faces.first)
        #expect(face.family == "Noto Sans CJK JP")
        #expect(face.fileURL.isFileURL && FileManager.default.fileExists(atPath: face.fileURL.path))
        #expect(!face.style.isEmpty && !face.version.isEmpty)
        #expect(faces.count == Set(faces).count)
    }
}
