import Foundation
import Testing
import ViewRendering

/// Interface Builder documents in the render's language, as Base Internationalization loads
/// them on iOS: a document in `Base.lproj` with `<language>.lproj/<document>.strings` beside it,
/// a document's own String Catalog, and the catalog the UIKit mirror writes beside a copied
/// document (docs/LOCALIZATION.md).
@MainActor
@Suite("Interface Builder documents in the render's language")
struct LocalizedDocumentTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" \
        propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="GRT-vw-rot">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="ようこそ" textAlignment="natural" \
        lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="GRT-lb-ttl">
                            <rect key="frame" x="16" y="16" width="288" height="24"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
        lineBreakMode="middleTruncation" id="GRT-bt-act">
                            <rect key="frame" x="16" y="56" width="288" height="44"/>
                            <state key="normal" title="予約する"/>
                        </button>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
        borderStyle="roundedRect" placeholder="お名前" textAlignment="natural" minimumFontSize="17" id="GRT-tf-nam">
                            <rect key="frame" x="16" y="108" width="288" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" \
        segmentControlStyle="plain" selectedSegmentIndex="0" id="GRT-sc-mod">
                            <rect key="frame" x="16" y="150" width="288" height="32"/>
                            <segments>
                                <segment title="地図"/>
                                <segment title="リスト"/>
                            </segments>
                        </segmentedControl>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" \
        propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BKG-vc-ctl">
            <scenes>
                <scene sceneID="BKG-sc-ctl">
                    <objects>
                        <viewController id="BKG-vc-ctl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="BKG-vw-rot">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
        lineBreakMode="middleTruncation" id="BKG-bt-cls">
                                        <rect key="frame" x="16" y="100" width="120" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="plain" title="閉じる"/>
                                    </button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="予約" id="BKG-ni-ctl"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="BKG-fr-ctl" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let storyboardCatalog = #"""
        {
          "sourceLanguage" : "ja",
          "strings" : {
            "BKG-bt-cls.configuration.title" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Close" } } } },
            "BKG-ni-ctl.title" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Booking" } } } }
          },
          "version" : "1.0"
        }
        """#

    /// A bundle with the xib in `Base.lproj` and `.strings` tables for English and French (the
    /// French one lacks the button's title), the storyboard with its String Catalog, and a
    /// copy of the xib as the UIKit mirror leaves it (flat, its tables merged into a catalog).
    static let bundle: Bundle? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("documents-\(UUID().uuidString)")
        let english = """
            /* Class = "UILabel"; text = "ようこそ"; ObjectID = "GRT-lb-ttl"; */
            "GRT-lb-ttl.text" = "Welcome";
            "GRT-bt-act.normalTitle" = "Book";
            "GRT-tf-nam.placeholder" = "Your name";
            "GRT-sc-mod.segmentTitles[0]" = "Map";
            "GRT-sc-mod.segmentTitles[1]" = "List";
            """
        let french = "\"GRT-lb-ttl.text\" = \"Bienvenue\";\n"
        let mirrorCatalog = #"{"strings": {"GRT-lb-ttl.text": {"localizations": {"en": {"stringUnit": {"value": "Welcome (copied)"}}}}}}"#
        do {
            for lproj in ["Base.lproj", "en.lproj", "fr.lproj", "Flat"] {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(lproj), withIntermediateDirectories: true)
            }
            try Data(xib.utf8).write(to: folder.appendingPathComponent("Base.lproj/Greeting.xib"))
            try Data(english.utf8).write(to: folder.appendingPathComponent("en.lproj/Greeting.strings"))
            try Data(french.utf8).write(to: folder.appendingPathComponent("fr.lproj/Greeting.strings"))
            try Data(storyboard.utf8).write(to: folder.appendingPathComponent("Booking.storyboard"))
            try Data(storyboardCatalog.utf8).write(to: folder.appendingPathComponent("Booking.xcstrings"))
            try Data(xib.utf8).write(to: folder.appendingPathComponent("Flat/Copied.xib"))
            try Data(mirrorCatalog.utf8).write(to: folder.appendingPathComponent("Flat/Copied.xib.strings.json"))
        } catch {
            return nil
        }
        return Bundle(url: folder)
    }()

    /// A controller whose view is the xib's, loaded when the render asks for it.
    final class NibHost: UIViewController {
        let name: String
        let documents: Bundle
        init(name: String, bundle: Bundle) {
            self.name = name
            documents = bundle
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            view = UINib(nibName: name, bundle: documents).instantiate(withOwner: nil).first as? UIView ?? UIView()
        }
    }

    /// The xib's texts in `language`: the label's, the button's, the field's placeholder, the
    /// segments'.
    static func texts(_ name: String = "Greeting", bundle: Bundle, _ language: String) throws -> [String?] {
        try LocalizedStringTests.inLanguage(language) {
            guard let view = UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil).first as? UIView else { return [] }
            let label = view.subviews.compactMap { $0 as? UILabel }.first
            let button = view.subviews.compactMap { $0 as? UIButton }.first
            let field = view.subviews.compactMap { $0 as? UITextField }.first
            let segments = view.subviews.compactMap { $0 as? UISegmentedControl }.first
            return [label?.text, button?.title(for: .normal), field?.placeholder, segments?.titleForSegment(at: 0), segments?.titleForSegment(at: 1)]
        }
    }

    @Test("A xib in Base.lproj takes each text from the render language's .strings table; the base language keeps the document's own")
    func baseInternationalization() throws {
        let bundle = try #require(Self.bundle)
        #expect(try Self.texts(bundle: bundle, "en") == ["Welcome", "Book", "Your name", "Map", "List"])
        #expect(try Self.texts(bundle: bundle, "en-GB") == ["Welcome", "Book", "Your name", "Map", "List"], "en-GB falls back to en")
        #expect(try Self.texts(bundle: bundle, "ja") == ["ようこそ", "予約する", "お名前", "地図", "リスト"])
        #expect(try Self.texts(bundle: bundle, "fr") == ["Bienvenue", "予約する", "お名前", "地図", "リスト"],
                "what the French table lacks stays the document's")
    }

    @Test("A storyboard's String Catalog gives its navigation title and a configured button's title")
    func storyboardCatalog() throws {
        let bundle = try #require(Self.bundle)
        func texts(_ language: String) throws -> [String?] {
            try LocalizedStringTests.inLanguage(language) {
                guard let controller = UIStoryboard(name: "Booking", bundle: bundle).instantiateInitialViewController() else { return [] }
                let button = controller.view.subviews.compactMap { $0 as? UIButton }.first
                controller.view.layoutIfNeeded()
                return [controller.navigationItem.title, button?.configuration?.title, button?.titleLabel?.text]
            }
        }
        #expect(try texts("en") == ["Booking", "Close", "Close"])
        #expect(try texts("ja") == ["予約", "閉じる", "閉じる"], "the configuration's title shows, not the legacy state's \"Button\"")
    }

    @Test("The catalog the UIKit mirror writes beside a copied document is read as the document's table")
    func mirrorCatalog() throws {
        let bundle = try #require(Self.bundle)
        let flat = try #require(Bundle(url: bundle.bundleURL.appendingPathComponent("Flat")))
        #expect(try Self.texts("Copied", bundle: flat, "en").first == "Welcome (copied)")
        #expect(try Self.texts("Copied", bundle: flat, "ja").first == "ようこそ")
    }

    @Test("A text one language's table lacks while another's has it is a missing translation in that render; the base language's are not")
    func missingTranslations() throws {
        let bundle = try #require(Self.bundle)
        let renderer = try #require(LocalizedStringTests.renderer)
        func warnings(_ language: String) throws -> [String] {
            let environment = RenderEnvironment(traits: UITraitCollection(displayScale: 2), language: Locale.Language(identifier: language))
            let image = try renderer.render(NibHost(name: "Greeting", bundle: bundle), in: environment, size: .fixed(CGSize(width: 320, height: 200)))
            return image.warnings.filter { $0.kind == .missingTranslation }.map(\.message)
        }
        let french = try warnings("fr")
        #expect(french.count == 4, "\(french)")
        #expect(french.contains("no fr text for \"GRT-bt-act.normalTitle\" in Greeting: \"予約する\" was shown"), "\(french)")
        #expect(try warnings("en").isEmpty)
        #expect(try warnings("ja").isEmpty, "Japanese has no table: the document's own language")
    }
}
