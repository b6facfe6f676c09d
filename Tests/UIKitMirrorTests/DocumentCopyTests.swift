import Foundation
import Testing
import UIKitMirrorCore

/// `uikit-mirror --documents-output DIR` copies the Interface Builder documents it is given,
/// which the plugin names as build outputs so that SwiftPM ships them as resources.
@Suite("Interface Builder documents")
struct DocumentCopyTests {
    static let xib = #"<?xml version="1.0" encoding="UTF-8"?>\#n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>\#n"#

    @Test("Documents are copied under their file names, rewritten only when their bytes change, and removed when no longer given")
    func copiesDocuments() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("class A {}\n", to: "iOS/A.swift")
        try folder.write(Self.xib, to: "iOS/Views/ProfileCard.xib")
        try folder.write("<document/>\n", to: "iOS/Base.lproj/Main.storyboard")
        let arguments = ["--output", "out", "--documents-output", "documents", "--module-root", "iOS",
                         "iOS/A.swift", "iOS/Views/ProfileCard.xib", "iOS/Base.lproj/Main.storyboard"]
        let first = CommandTests.run(arguments, in: folder.path)
        #expect(first.status == 0, "\(first.errors)")
        let documents = folder.path + "/documents"
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents).sorted() == ["Main.storyboard", "ProfileCard.xib"])
        #expect(try String(contentsOfFile: documents + "/ProfileCard.xib", encoding: .utf8) == Self.xib)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted()
            == ["A.mirror.swift", "UIKitMirrorLocalization.swift", "UIKitMirrorModuleMembers.swift"])
        for name in ["ProfileCard.xib", "Main.storyboard"] { try CommandTests.age(documents + "/" + name) }

        try folder.write("<document changed=\"yes\"/>\n", to: "iOS/Base.lproj/Main.storyboard")
        #expect(CommandTests.run(arguments, in: folder.path).status == 0)
        #expect(try CommandTests.modified(documents + "/ProfileCard.xib") == Date(timeIntervalSince1970: 1_000_000))
        #expect(try CommandTests.modified(documents + "/Main.storyboard") > Date(timeIntervalSince1970: 1_000_000))
        #expect(try String(contentsOfFile: documents + "/Main.storyboard", encoding: .utf8) == "<document changed=\"yes\"/>\n")

        #expect(CommandTests.run(Array(arguments.dropLast()), in: folder.path).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents) == ["ProfileCard.xib"])
    }

    @Test("A document's string tables become one String Catalog beside its copy: each .lproj table's texts in its language, Base's left out")
    func stringTables() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("class A {}\n", to: "iOS/A.swift")
        try folder.write(Self.xib, to: "iOS/Base.lproj/Card.xib")
        try folder.write(Self.xib, to: "iOS/Other.xib")
        try folder.write("/* Class = \"UILabel\"; */\n\"CRD-lb-ttl.text\" = \"Welcome\";\n", to: "iOS/en.lproj/Card.strings")
        try folder.write("\"CRD-lb-ttl.text\" = \"Bienvenue\";\n", to: "iOS/fr.lproj/Card.strings")
        try folder.write("\"CRD-lb-ttl.text\" = \"ようこそ\";\n", to: "iOS/Base.lproj/Card.strings")
        try folder.write("\"title\" = \"Not a document's\";\n", to: "iOS/en.lproj/Localizable.strings")
        let arguments = ["--output", "out", "--documents-output", "documents", "--module-root", "iOS", "iOS/A.swift", "iOS/Base.lproj/Card.xib",
                         "iOS/Other.xib", "iOS/en.lproj/Card.strings", "iOS/fr.lproj/Card.strings", "iOS/Base.lproj/Card.strings",
                         "iOS/en.lproj/Localizable.strings"]
        let result = CommandTests.run(arguments, in: folder.path)
        #expect(result.status == 0, "\(result.errors)")
        let documents = folder.path + "/documents"
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents).sorted() == ["Card.xib", "Card.xib.strings.json", "Other.xib"])
        let data = try Data(contentsOf: URL(fileURLWithPath: documents + "/Card.xib.strings.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: [String: [String: [String: [String: String]]]]])
        let localizations = try #require(strings["CRD-lb-ttl.text"]?["localizations"])
        #expect(localizations.mapValues { $0["stringUnit"]?["value"] } == ["en": "Welcome", "fr": "Bienvenue"])
        #expect(strings.count == 1)
        #expect(!result.errors.contains("Localizable"), "a table of no document is no error")

        try folder.write("\"CRD-lb-ttl.text\" = \"Welcome\"\n", to: "iOS/fr.lproj/Card.strings")
        let broken = CommandTests.run(arguments, in: folder.path)
        #expect(broken.status == MirrorCommand.Status.failure)
        #expect(broken.errors.contains("fr.lproj/Card.strings is not a string table"), "\(broken.errors)")

        try folder.write("\"CRD-lb-ttl.text\" = \"Bienvenue\";\n", to: "iOS/fr.lproj/Card.strings")
        #expect(CommandTests.run(Array(arguments.prefix(9)), in: folder.path).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents).sorted() == ["Card.xib", "Other.xib"],
                "a catalog whose tables are no longer given is removed")
    }

    @Test("Two documents of the same file name stop the command, naming both paths")
    func clashingNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("class A {}\n", to: "A.swift")
        try folder.write(Self.xib, to: "Profile/Card.xib")
        try folder.write(Self.xib, to: "Settings/Card.xib")
        let result = CommandTests.run(["--output", "out", "--documents-output", "documents", "A.swift", "Profile/Card.xib",
                                       "Settings/Card.xib"], in: folder.path)
        #expect(result.status == MirrorCommand.Status.failure)
        #expect(result.errors.contains("error: \(folder.path)/Profile/Card.xib and \(folder.path)/Settings/Card.xib are both "
            + "Interface Builder documents named Card.xib"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test("Localizations of one document in .lproj folders: the Base one is copied, the others named in a warning")
    func localizations() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("class A {}\n", to: "A.swift")
        try folder.write("<document base=\"yes\"/>\n", to: "ja.lproj/Main.storyboard")
        try folder.write("<document base=\"yes\"/>\n", to: "Base.lproj/Main.storyboard")
        try folder.write("<document/>\n", to: "en.lproj/Main.storyboard")
        let result = CommandTests.run(["--output", "out", "--documents-output", "documents", "A.swift", "ja.lproj/Main.storyboard",
                                       "Base.lproj/Main.storyboard", "en.lproj/Main.storyboard"], in: folder.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(try String(contentsOfFile: folder.path + "/documents/Main.storyboard", encoding: .utf8) == "<document base=\"yes\"/>\n")
        for language in ["en", "ja"] {
            #expect(result.errors.contains("warning: \(folder.path)/\(language).lproj/Main.storyboard is another localization of "
                + "\(folder.path)/Base.lproj/Main.storyboard"), "\(result.errors)")
        }
        // Without a Base localization, the English one is kept.
        let chosen = InterfaceBuilderDocuments.oneLocalization(of: ["/p/ja.lproj/A.xib", "/p/en.lproj/A.xib", "/p/B.xib"])
        #expect(chosen.kept == ["/p/en.lproj/A.xib", "/p/B.xib"])
        #expect(chosen.leftOut.map(\.path) == ["/p/ja.lproj/A.xib"])
        // The same name outside .lproj folders still clashes.
        #expect(InterfaceBuilderDocuments.oneLocalization(of: ["/p/a/C.xib", "/p/b/C.xib"]).kept.count == 2)
    }

    @Test("A document without --documents-output is a usage error; an unreadable one fails naming it")
    func failures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("class A {}\n", to: "A.swift")
        let noFolder = CommandTests.run(["--output", "out", "A.swift", "Card.xib"], in: folder.path)
        #expect(noFolder.status == MirrorCommand.Status.usage)
        #expect(noFolder.errors.contains("Card.xib is an Interface Builder document; give --documents-output DIR"))
        let missing = CommandTests.run(["--output", "out", "--documents-output", "documents", "A.swift", "Missing.storyboard"],
                                       in: folder.path)
        #expect(missing.status == MirrorCommand.Status.failure)
        #expect(missing.errors.contains("cannot read the Interface Builder document \(folder.path)/Missing.storyboard"))
    }
}
