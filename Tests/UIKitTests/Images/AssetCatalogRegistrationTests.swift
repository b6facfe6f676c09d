import Foundation
import Testing
import UIKit

/// Lookups remember which catalogs each bundle searches; a catalog registered later must still
/// be found by the next lookup, and a bundle asked again gives the same answer.
@MainActor
@Suite("Asset catalogs registered after a lookup")
struct AssetCatalogRegistrationTests {
    /// A folder holding `Extra.xcassets` with one color set, `name`, of the given sRGB value.
    func makeCatalogFolder(color name: String, red: Double, green: Double, blue: Double) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("asset-registration-\(UUID().uuidString)")
        try addColor(name, at: "Extra.xcassets", in: folder, red: red, green: green, blue: blue)
        return folder
    }

    /// Writes `<relative>/<name>.colorset` under `folder`, of the given sRGB value.
    func addColor(_ name: String, at relative: String, in folder: URL, red: Double = 1, green: Double = 0, blue: Double = 0) throws {
        let set = folder.appendingPathComponent("\(relative)/\(name).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents = """
        {"colors":[{"color":{"color-space":"srgb","components":{"red":"\(red)","green":"\(green)","blue":"\(blue)","alpha":"1.000"}},\
        "idiom":"universal"}],"info":{"author":"xcode","version":1}}
        """
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }

    @Test("A registered folder's catalogs are found up to four folders down, not inside hidden or build folders nor deeper")
    func searchDepth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("asset-depth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tag = UUID().uuidString.prefix(8)
        let found = ["Top.xcassets", "a/Second.xcassets", "a/b/c/Fourth.xcassets"]
        let hidden = ["a/b/c/d/Fifth.xcassets", ".hidden/Hidden.xcassets", "App.build/Built.xcassets", "ModuleCache/Cached.xcassets",
                      "a/Second.xcassets/Inner.colorset/Nested.xcassets"]
        for (index, path) in (found + hidden).enumerated() { try addColor("Depth\(tag)\(index)", at: path, in: folder) }
        AssetCatalogs.register(folder)
        for index in found.indices { #expect(UIColor(named: "Depth\(tag)\(index)") != nil, "\(found[index]) was not searched") }
        for index in hidden.indices { #expect(UIColor(named: "Depth\(tag)\(found.count + index)") == nil, "\(hidden[index]) was searched") }
    }

    @Test("A color in a catalog registered after a failed lookup is found by the next one")
    func registeredAfterLookup() throws {
        let name = "RegisteredLater\(UUID().uuidString.prefix(8))"
        let folder = try makeCatalogFolder(color: name, red: 0.2, green: 0.4, blue: 0.6)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(UIColor(named: name) == nil)
        AssetCatalogs.register(folder)
        // Found, and asked again (the remembered catalogs), found the same.
        for color in [try #require(UIColor(named: name)), try #require(UIColor(named: name, in: nil, compatibleWith: nil))] {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            #expect(abs(red - 0.2) < 1e-6 && abs(green - 0.4) < 1e-6 && abs(blue - 0.6) < 1e-6 && alpha == 1)
        }
        #expect(UIColor(named: "NoSuchColor\(name)") == nil)
    }
}
