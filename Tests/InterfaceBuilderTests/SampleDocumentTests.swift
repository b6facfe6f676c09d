import Foundation
import InterfaceBuilder
import Testing

/// The sample documents (the design system's, in Components/DesignSystem/InterfaceBuilder)
/// and the test fixtures read whole by the first layer: every reference names an element of
/// its document, ids are unique, and every frame, constraint, color and font is a value the
/// loader can read.
@Suite("Sample Interface Builder documents")
struct SampleDocumentTests {
    /// The attributes whose value is the id of another element of the document.
    static let referenceAttributes = ["destination", "firstItem", "secondItem", "reference", "initialViewController"]

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var documentURLs: [URL] {
        let folders = [
            repositoryRoot.appendingPathComponent("Components/DesignSystem/InterfaceBuilder"),
            repositoryRoot.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures"),
        ]
        return folders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    @Test("The design system's documents and every fixture are read, for retina6_12 in portrait (the pre-iOS 11 one for retina4_7)")
    func documentsRead() throws {
        let urls = Self.documentURLs
        #expect(urls.count >= 16, "4 sample documents, TabBarButton.xib, Frames.xib and 11 lint fixtures")
        for url in urls {
            let document = try IBDocument(data: Data(contentsOf: url), name: url.lastPathComponent)
            #expect(document.kind == (url.pathExtension == "xib" ? .xib : .storyboard), "\(url.lastPathComponent)")
            if url.lastPathComponent == "LegacyGuides.storyboard" {
                // Saved by Xcode 10 for an iPhone 8, before safe areas.
                #expect(document.device?.id == "retina4_7" && !document.usesSafeAreas && document.usesAutoLayout)
                continue
            }
            #expect(document.device?.id == "retina6_12" && document.device?.orientation == "portrait", "\(url.lastPathComponent)")
            #expect(document.usesAutoLayout && document.usesSafeAreas && document.usesTraitCollections, "\(url.lastPathComponent)")
        }
    }

    @Test("Ids are unique and every reference names an element of the same document")
    func referencesResolve() throws {
        for url in Self.documentURLs {
            let name = url.lastPathComponent
            let document = try IBDocument(data: Data(contentsOf: url), name: name)
            let ids = document.root.descendantsAndSelf.compactMap(\.id)
            #expect(Set(ids).count == ids.count, "\(name): duplicate ids")
            for element in document.root.descendantsAndSelf {
                for attribute in Self.referenceAttributes {
                    guard let target = element[attribute] else { continue }
                    #expect(document.element(id: target) != nil, "\(name) line \(element.line): \(attribute)=\"\(target)\" names nothing")
                }
            }
        }
    }

    @Test("Every frame, constraint, color and font reads as a value")
    func valuesRead() throws {
        for url in Self.documentURLs {
            let name = url.lastPathComponent
            let document = try IBDocument(data: Data(contentsOf: url), name: name)
            for element in document.root.descendantsAndSelf {
                switch element.name {
                case "rect" where element.key == "frame":
                    #expect(IBRectValue(element) != nil, "\(name) line \(element.line): frame")
                case "constraint":
                    #expect(IBConstraintValue(element) != nil, "\(name) line \(element.line): constraint")
                case "color":
                    #expect(IBColorValue(element) != nil, "\(name) line \(element.line): color")
                case "fontDescription":
                    #expect(IBFontValue(element) != nil, "\(name) line \(element.line): font")
                default:
                    break
                }
            }
        }
    }

    @Test("The map's inset layout installs by size class as Xcode writes it")
    func sizeClassVariations() throws {
        let url = Self.repositoryRoot.appendingPathComponent("Components/DesignSystem/InterfaceBuilder/Base.lproj/Map.storyboard")
        let document = try IBDocument(data: Data(contentsOf: url), name: "Map.storyboard")
        #expect(document.scenes.compactMap { $0.controller?["storyboardIdentifier"] } == ["MapFullLayout", "MapInsetLayout"])
        let root = try #require(document.element(id: "MIL-vw-rot"))
        let variations = root.children(named: "variation")
        #expect(variations.map { $0["key"] } == ["default", "heightClass=compact", "widthClass=regular"])
        let compact = try #require(variations.first { $0["key"] == "heightClass=compact" })
        let masks = compact.children(named: "mask")
        #expect(masks.map(\.key) == ["subviews", "constraints"])
        #expect(masks.last?.children.map { "\($0.name) \($0["reference"] ?? "")" } == [
            "exclude MIL-cn-btc", "include MIL-cn-btm", "exclude MIL-cn-cnt",
        ])
    }
}
