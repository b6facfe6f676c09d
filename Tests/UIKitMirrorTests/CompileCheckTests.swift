import Foundation
import Testing
import UIKitMirrorCore

/// Type-checks mirrors with the real compiler against the built ObjectiveC module.
@Suite("Mirrors compile")
struct CompileCheckTests {
    static let swiftc = "/opt/swift/usr/bin/swiftc"

    /// The folder holding `ObjectiveC.swiftmodule` in the build folder this test runs from.
    static func moduleFolder() throws -> String {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            for candidate in [folder.appendingPathComponent("Modules"), folder] {
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("ObjectiveC.swiftmodule").path) {
                    return candidate.path
                }
            }
            folder = folder.deletingLastPathComponent()
        }
        throw CompileCheckError("ObjectiveC.swiftmodule was not found near the test executable \(executable.path) "
            + "(looked in Modules/ beside it and its parents). Build it first: "
            + "swift build --scratch-path .build-mirror --target ObjectiveC")
    }

    /// Mirrors `sources` into a temporary folder and type-checks them as one module; returns
    /// the compiler's exit status and output.
    static func typecheck(_ sources: [MirrorSource]) throws -> (status: Int32, output: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let paths = try folder.writeMirrors(of: sources)
        return try runProgram(swiftc, ["-typecheck", "-swift-version", "6", "-module-name", "TeamComponents", "-I", try moduleFolder()] + paths)
    }

    @Test("The realistic fixture, with every construct, type-checks cleanly once mirrored")
    func fixtureCompiles() throws {
        let sources = try MirrorTestSupport.fixtureSources()
        #expect(sources.count >= 2)
        let result = try Self.typecheck(sources)
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
        #expect(!result.output.contains("warning:"), "swiftc warned:\n\(result.output)")
    }

    @Test("A type error in a mirrored file is reported at the original file's line")
    func errorsPointAtTheOriginal() throws {
        var sources = try MirrorTestSupport.fixtureSources()
        let path = MirrorTestSupport.fixtures + "/Components/WrongCard.swift"
        let text = """
            import Foundation

            @objc protocol WrongDelegate {
                @objc optional func wrongHeight() -> Double
            }

            @objcMembers
            class WrongCard: UIControl {
                @objc func tap() {
                    let count: Int = "seven"
                    _ = #selector(tap)
                }
            }
            """
        sources.append(MirrorSource(path: path, text: text))
        let result = try Self.typecheck(sources)
        #expect(result.status != 0)
        #expect(result.output.contains("\(path):10:"), "the error should be at line 10 of the original:\n\(result.output)")
        #expect(!result.output.contains(".mirror.swift:"), "no diagnostic should point at the mirror:\n\(result.output)")
    }

    @Test("A syntax error, even a missing brace at the end, is reported in the original file")
    func syntaxErrorsPointAtTheOriginal() throws {
        let path = MirrorTestSupport.fixtures + "/Components/Unclosed.swift"
        let text = "import Foundation\n\nclass Unclosed {\n    @objc func f() {\n        let x = (1 +\n    }\n"
        let result = try Self.typecheck([MirrorSource(path: path, text: text)])
        #expect(result.status != 0)
        #expect(result.output.contains("\(path):"), "\(result.output)")
        #expect(!result.output.contains(".mirror.swift:"), "no diagnostic should point at the mirror:\n\(result.output)")
    }
}

struct CompileCheckError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
