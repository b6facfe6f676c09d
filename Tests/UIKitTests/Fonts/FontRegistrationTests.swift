import CoreText
import Foundation
import Testing
import Typesetting
@testable import UIKit

/// Fonts a team ships in its bundle: registered with Core Text's font manager (as SwiftPM
/// design-system packages do with `Bundle.module`) or listed under `UIAppFonts`. The fixture
/// fonts (Fixtures/Generators/make-test-font.py) have shapes no installed font has: "o" is
/// a solid square one em wide, "i" a quarter-em bar.
@MainActor
@Suite("Registered fonts are found by UIFont on every thread", .serialized)
struct FontRegistrationTests {
    var fontURL: URL {
        get throws { try #require(Bundle.module.url(forResource: "CatalogTestSans-Regular", withExtension: "ttf")) }
    }

    @Test("CTFontManagerRegisterFontsForURL makes the font known by PostScript and family name; unregistering forgets it")
    func registerAndUnregister() throws {
        let url = try fontURL
        #expect(UIFont(name: "CatalogTestSans-Regular", size: 20) == nil, "not installed before registration")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error == nil)

        let font = try #require(UIFont(name: "CatalogTestSans-Regular", size: 40))
        #expect(font.familyName == "Catalog Test Sans")
        #expect(font.fontName == "CatalogTestSans-Regular")
        #expect(UIFont(name: "Catalog Test Sans", size: 40) != nil)
        #expect(UIFont(name: "CatalogTestSans", size: 40) != nil, "family names compare without blanks")

        // Registered twice: refused, as on iOS, with the font manager's error.
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) == false)
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.code == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(failure.domain == kCTFontManagerErrorDomain as String)

        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        #expect(UIFont(name: "CatalogTestSans-Regular", size: 40) == nil)
        error = nil
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error) == false)
        #expect(error?.takeRetainedValue().code == CTFontManagerError.notRegistered.rawValue)
    }

    @Test("Fonts registered since a label kept a layout make it lay out again (its kept layouts name the font generation)")
    func fontsRegistered() throws {
        let typesetter = try #require(TextEngine.current)
        let url = try fontURL
        let probe = LabelLayoutMemoTests.Probe("Order shipped")
        _ = try probe.layout(nil, typesetter: typesetter)
        _ = try probe.layout(nil, typesetter: typesetter)
        #expect(probe.made == 1)
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        defer { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }
        _ = try probe.layout(nil, typesetter: typesetter)
        #expect(probe.made == 2)
    }

    @Test("A label set in the registered font has its glyphs: \"oo\" is two ems wide and the o is solid")
    func glyphsOfTheRegisteredFont() throws {
        let url = try fontURL
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        defer { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }
        let label = UILabel()
        label.font = try #require(UIFont(name: "CatalogTestSans-Regular", size: 40))
        label.text = "oo"
        label.textColor = .black
        #expect(label.intrinsicContentSize.width == CGFloat(80))
        label.sizeToFit()
        let rendered = ImageTestSupport.render(label)
        // The middle of the first o, where every installed font's o has its counter (empty).
        let ascender = label.font.ascender
        let middle = Int(((label.bounds.height - label.font.lineHeight) / 2 + ascender - 14).rounded())
        #expect(ImageTestSupport.pixel(rendered, 20, middle, is: (0, 0, 0, 255)), "\(ImageTestSupport.pixel(rendered, 20, middle))")
    }

    @Test("A font registered on the main thread is found from a worker thread, and the reverse")
    func everyThread() async throws {
        let url = try fontURL
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        defer { CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }
        let found = await Task.detached { UIFont(name: "CatalogTestSans-Regular", size: 12)?.familyName }.value
        #expect(found == "Catalog Test Sans")
        let metrics = await Task.detached { () -> [CGFloat] in
            guard let font = UIFont(name: "CatalogTestSans-Regular", size: 20) else { return [] }
            return [font.ascender, font.capHeight]
        }.value
        #expect(metrics == [16, 14], "the registered face's metrics (800 and 700 units of 1000) at 20 points")
    }

    @Test("Missing files and files that are no font are refused with the font manager's codes")
    func failures() throws {
        var error: Unmanaged<CFError>?
        let missing = URL(fileURLWithPath: "/nonexistent/Font.ttf")
        #expect(CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error) == false)
        #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
        let license = try #require(Bundle.module.url(forResource: "OFL", withExtension: "txt"))
        error = nil
        #expect(CTFontManagerRegisterFontsForURL(license as CFURL, .process, &error) == false)
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.code == CTFontManagerError.invalidFontData.rawValue)
        #expect((CFErrorCopyDescription(failure) as String).contains("OFL.txt"))
    }

    @Test("A bundle whose Info.plist lists UIAppFonts has them registered when UIKit first looks in it")
    func appFonts() throws {
        let folder = try #require(Bundle.module.resourceURL?.appendingPathComponent("App"))
        let app = try #require(Bundle(url: folder))
        #expect(UIFont(name: "AppTestSans-Regular", size: 10) == nil)
        _ = UIImage(named: "Nothing", in: app, compatibleWith: nil)
        let font = try #require(UIFont(name: "AppTestSans-Regular", size: 10))
        #expect(font.familyName == "App Test Sans")
    }

    @Test("kCTLanguageAttributeName comes with UIKit (as on iOS) and names the language attribute")
    func languageAttribute() {
        #expect(kCTLanguageAttributeName as String == "NSLanguage")
    }
}
