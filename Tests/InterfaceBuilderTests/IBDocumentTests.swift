import Foundation
import InterfaceBuilder
import Testing

/// Reading Interface Builder documents as Xcode writes them: the element tree, the
/// document's kind and device, objects by id, and the values views are made from.
@Suite("Interface Builder documents")
struct IBDocumentTests {
    static func fixture(_ name: String) throws -> IBDocument {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        return try IBDocument(data: Data(contentsOf: url), name: name)
    }

    @Test("A xib: kind, device, placeholders, the view's subviews and their stored frames")
    func xib() throws {
        let document = try Self.fixture("TabBarButton.xib")
        #expect(document.kind == .xib)
        #expect(document.device == IBDocument.Device(id: "retina6_12", orientation: "portrait", appearance: "light"))
        #expect(document.usesAutoLayout && document.usesSafeAreas && document.usesTraitCollections)
        #expect(document.toolsVersion == "22505")
        #expect(document.objects.map(\.name) == ["placeholder", "placeholder", "view"])
        let owner = try #require(document.objects.first)
        #expect(owner["placeholderIdentifier"] == "IBFilesOwner" && owner["customClass"] == "TabBarButton" && owner["customModule"] == "DesignSystem")
        let outlets = owner.child(named: "connections")?.children(named: "outlet").map { ($0["property"] ?? "", $0["destination"] ?? "") }
        #expect(outlets?.map(\.0) == ["badgeLabel", "iconView", "titleLabel"])
        let root = try #require(document.objects.last)
        #expect(root.child(key: "frame", named: "rect").flatMap(IBRectValue.init) == IBRectValue(x: 0, y: 0, width: 80, height: 56))
        let subviews = try #require(root.child(named: "subviews")).children
        #expect(subviews.map(\.name) == ["imageView", "label", "label"])
        #expect(subviews.map { $0.bool("translatesAutoresizingMaskIntoConstraints") } == [false, false, false])
        let title = try #require(document.element(id: "ttl-3c-xyz"))
        #expect(title["text"] == "ホーム")
        #expect(title.bool("adjustsFontForContentSizeCategory") == true)
        #expect(title.child(key: "frame").flatMap(IBRectValue.init) == IBRectValue(x: 0, y: 34, width: 80, height: 14))
    }

    @Test("Colors: system, sRGB components, gray levels; fonts: text styles, system weights")
    func colorsAndFonts() throws {
        let document = try Self.fixture("TabBarButton.xib")
        let title = try #require(document.element(id: "ttl-3c-xyz"))
        let badge = try #require(document.element(id: "bdg-1a-xyz"))
        #expect(title.child(key: "textColor").flatMap(IBColorValue.init) == .system("labelColor"))
        #expect(title.child(key: "fontDescription").flatMap(IBFontValue.init) == .textStyle("UICTFontTextStyleCaption2"))
        #expect(badge.child(key: "backgroundColor").flatMap(IBColorValue.init)
            == .rgb(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706, alpha: 1, space: "sRGB"))
        #expect(badge.child(key: "textColor").flatMap(IBColorValue.init) == .white(1, alpha: 1, space: "genericGamma22GrayColorSpace"))
        #expect(badge.child(key: "fontDescription").flatMap(IBFontValue.init) == .system(size: 12, weight: "semibold", bold: false, italic: false))
        #expect(badge.bool("hidden") == true)
        let attribute = try #require(badge.child(named: "userDefinedRuntimeAttributes")?.children.first)
        #expect(attribute["keyPath"] == "layer.cornerRadius" && attribute["type"] == "number")
        #expect(attribute.child(key: "value")?.number("value") == 9)
    }

    @Test("Constraints: omitted items, relations, priorities, and multipliers written as ratios")
    func constraints() throws {
        let document = try Self.fixture("TabBarButton.xib")
        let root = try #require(document.objects.last)
        let constraints = try #require(root.child(named: "constraints")).children.compactMap(IBConstraintValue.init)
        #expect(constraints.count == 8)
        let trailing = try #require(constraints.first { $0.id == "c05-aa-024" })
        #expect(trailing.firstItem == nil && trailing.firstAttribute == "trailing" && trailing.secondItem == "ttl-3c-xyz")
        let bottom = try #require(constraints.first { $0.id == "c08-aa-027" })
        #expect(bottom.relation == "greaterThanOrEqual" && bottom.priority == 750 && bottom.constant == 4)
        let icon = try #require(document.element(id: "icn-2b-xyz")?.child(named: "constraints")).children.compactMap(IBConstraintValue.init)
        #expect(icon.map(\.multiplier) == [1, 1])
        #expect(icon.first?.secondAttribute == nil, "a constant-only width")
        #expect(IBConstraintValue(IBElement(name: "constraint", attributes: ["firstAttribute": "width", "multiplier": "16:9"]))?.multiplier == 16.0 / 9.0)
        #expect(IBConstraintValue(IBElement(name: "constraint", attributes: ["firstAttribute": "width", "multiplier": "1:0"])) == nil)
    }

    @Test("Bad documents say what is wrong: not well formed (with the line), not Interface Builder's, the pre-Xcode 5 archive")
    func badDocuments() {
        let cut = Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"a\">".utf8)
        #expect {
            try IBDocument(data: cut, name: "Cut.xib")
        } throws: { error in
            guard case let .malformedXML(document, line, _) = error as? IBDocumentError else { return false }
            return document == "Cut.xib" && line >= 4
        }
        let conflict = Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<<<<<<< HEAD\n</document>".utf8)
        #expect(throws: IBDocumentError.self) { try IBDocument(data: conflict, name: "Conflict.xib") }
        let plist = Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>".utf8)
        #expect(throws: IBDocumentError.notAnInterfaceBuilderDocument(document: "Info.plist", rootElement: "plist")) {
            try IBDocument(data: plist, name: "Info.plist")
        }
        let archive = Data("<?xml version=\"1.0\"?><archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>".utf8)
        #expect(throws: IBDocumentError.legacyFormat(document: "Old.xib")) { try IBDocument(data: archive, name: "Old.xib") }
        #expect(IBDocumentError.legacyFormat(document: "Old.xib").description.contains("save it"))
    }
}
