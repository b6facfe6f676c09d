import Foundation
import Testing
import UIKitMirrorCore

@Suite("uikit-mirror command")
struct CommandTests {
    static func run(_ arguments: [String], in folder: String) -> (status: Int32, errors: String) {
        var errors = ""
        let status = MirrorCommand.run(arguments: arguments, currentDirectory: folder) { errors += $0 }
        return (status, errors)
    }

    static func modified(_ path: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date ?? .distantPast
    }

    static func age(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
    }

    @Test("Mirrors are named by their path under the module root, and written only when their bytes change")
    func writesOnlyChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("@IBDesignable class Badge: UIView {\n    @IBInspectable var count: Int = 0\n}\n", to: "iOS/Components/Badge.swift")
        try folder.write("@objc class Card: NSObject {}\n", to: "iOS/Card.swift")
        let arguments = ["--output", "out", "--designables", "--module-root", "iOS", "iOS/Components/Badge.swift", "iOS/Card.swift"]
        let first = Self.run(arguments, in: folder.path)
        #expect(first.status == 0, "\(first.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted()
        #expect(names == ["Card.mirror.swift", "Components_Badge.mirror.swift", "IBDesignables.swift", "UIKitMirrorLocalization.swift",
                         "UIKitMirrorModuleMembers.swift"])
        let card = folder.path + "/out/Card.mirror.swift"
        let badge = folder.path + "/out/Components_Badge.mirror.swift"
        let designables = folder.path + "/out/IBDesignables.swift"
        #expect(try String(contentsOfFile: card, encoding: .utf8).contains("#sourceLocation(file: \"\(folder.path)/iOS/Card.swift\", line: 1)\nclass Card"))
        #expect(try String(contentsOfFile: designables, encoding: .utf8).contains("InspectableProperty(\"count\", \\Badge.count)"))
        for path in [card, badge, designables] { try Self.age(path) }

        #expect(Self.run(arguments, in: folder.path).status == 0)
        for path in [card, badge, designables] {
            #expect(try Self.modified(path) == Date(timeIntervalSince1970: 1_000_000), "\(path) was rewritten unchanged")
        }

        try folder.write("@objc class Card: NSObject { @objc func tap() {} }\n", to: "iOS/Card.swift")
        #expect(Self.run(arguments, in: folder.path).status == 0)
        #expect(try Self.modified(card) > Date(timeIntervalSince1970: 1_000_000))
        #expect(try Self.modified(badge) == Date(timeIntervalSince1970: 1_000_000))
    }

    @Test("A source no longer given has its mirror removed")
    func removesStaleMirrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("class A {}\n", to: "A.swift")
        try folder.write("class B {}\n", to: "B.swift")
        #expect(Self.run(["--output", "out", "A.swift", "B.swift"], in: folder.path).status == 0)
        #expect(Self.run(["--output", "out", "A.swift"], in: folder.path).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted()
            == ["A.mirror.swift", "UIKitMirrorLocalization.swift", "UIKitMirrorModuleMembers.swift"])
    }

    @Test("Bad command lines, unreadable sources and clashing names fail with a message")
    func failures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let noOutput = Self.run(["A.swift"], in: folder.path)
        #expect(noOutput.status == MirrorCommand.Status.usage)
        #expect(noOutput.errors.contains("--output DIR is required") && noOutput.errors.contains(MirrorCommand.usage))
        let missing = Self.run(["--output", "out", "Missing.swift"], in: folder.path)
        #expect(missing.status == MirrorCommand.Status.failure)
        #expect(missing.errors.contains("cannot read \(folder.path)/Missing.swift"))
        try folder.write("class A {}\n", to: "a/b_c.swift")
        try folder.write("class B {}\n", to: "a_b/c.swift")
        let clash = Self.run(["--output", "out", "a/b_c.swift", "a_b/c.swift"], in: folder.path)
        #expect(clash.status == MirrorCommand.Status.failure)
        #expect(clash.errors.contains("would both be mirrored as a_b_c.mirror.swift; rename one of them"))
        try folder.write("not a folder", to: "blocked")
        let unwritable = Self.run(["--output", "blocked/out", "a/b_c.swift"], in: folder.path)
        #expect(unwritable.status == MirrorCommand.Status.failure)
        #expect(unwritable.errors.hasPrefix("error: "))
    }

    /// The built `uikit-mirror` beside the test executable, if it was built.
    static var executable: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent("uikit-mirror").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    @Test("The executable runs the command and exits with its status", .enabled(if: executable != nil))
    func executableEndToEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("@objc class A: NSObject {}\n", to: "A.swift")
        func launch(_ arguments: [String]) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.executable))
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            let pipe = Pipe()
            process.standardError = pipe
            try process.run()
            let errors = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
        }
        let (status, _) = try launch(["--output", "out", "A.swift"])
        #expect(status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/A.mirror.swift"))
        let (usage, errors) = try launch(["A.swift"])
        #expect(usage == 64)
        #expect(errors.contains("usage: uikit-mirror"))
    }
}
