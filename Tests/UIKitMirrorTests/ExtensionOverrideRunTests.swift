import Foundation
import Testing
import UIKitMirrorCore

/// Compiles and runs mirrors of overrides declared in extensions (the fixture's
/// CardView+Overrides.swift), against the built ObjectiveC module and the fixture's UIKit
/// stand-ins.
@Suite("Overrides in extensions compile and run")
struct ExtensionOverrideRunTests {
    /// The object files of the built ObjectiveC module, to link a mirrored module with.
    static func objectiveCObjects() throws -> [String] {
        let modules = URL(fileURLWithPath: try CompileCheckTests.moduleFolder())
        let products = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
        // ObjectiveC and the module it depends on (Locking).
        var objects: [String] = []
        for target in ["ObjectiveC", "Locking"] {
            let folder = products.appendingPathComponent(target + ".build")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let found = names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
            guard !found.isEmpty else {
                throw CompileCheckError("no object files in \(folder.path) to link the mirrored module with. Build the "
                    + "ObjectiveC target first: swift build --target ObjectiveC")
            }
            objects += found
        }
        return objects
    }

    /// Mirrors `sources` into a temporary folder, compiles them with `main` as the module's
    /// `main.swift` into an executable linked with ObjectiveC, and runs it; returns the
    /// compiler's output and the program's, and the program's exit status.
    static func run(_ sources: [MirrorSource], main: String) throws -> (compiler: String, status: Int32, output: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let paths = try folder.writeMirrors(of: sources)
        try folder.write(main, to: "main.swift")
        let executable = folder.path + "/mirrored-program"
        // Under `scripts/fuzz --sanitizers` the ObjectiveC objects are instrumented: the program
        // links only with the same sanitizer's runtime, which CATALOG_SANITIZER names.
        let sanitizer = ProcessInfo.processInfo.environment["CATALOG_SANITIZER"].map { ["-sanitize=\($0)"] } ?? []
        let options = ["-swift-version", "6", "-module-name", "TeamComponents", "-I", try CompileCheckTests.moduleFolder()] + sanitizer
        let compiler = try runProgram(CompileCheckTests.swiftc,
                                   options + paths + [folder.path + "/main.swift"] + (try objectiveCObjects()) + ["-o", executable])
        guard compiler.status == 0 else { return (compiler.output, compiler.status, "") }
        let program = try runProgram(executable, [])
        return (compiler.output, program.status, program.output)
    }

    @Test("Overrides declared in extensions of the module's classes take effect at run time once mirrored")
    func extensionOverridesRun() throws {
        let main = """
            import Foundation

            let card = CardView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
            card.layoutSubviews()
            print("cornerRadius", card.layer.cornerRadius)
            print("intrinsicWidth", card.intrinsicContentSize.width)
            card.isHighlighted = true
            print("alpha", card.alpha)
            print("layerClass", CardView.layerClass == CALayer.self)
            let badge = BadgeCardView(frame: .zero)
            let asCard: CardView = badge
            print("style", asCard.applyStyle(0), asCard.applyStyle(0), asCard.applyStyle(0))
            badge.isHighlighted = true
            print("badge", badge.alpha, badge.applyStyle(0))
            let themed: any Themed = badge
            themed.applyTheme()
            print("themed", badge.alpha, badge.isHighlighted)
            """
        let result = try Self.run(try MirrorTestSupport.fixtureSources(), main: main)
        #expect(result.status == 0, "the mirrored program failed:\n\(result.compiler)\n\(result.output)")
        // ld.gold warns that it cannot export a sanitizer runtime's local symbols when a
        // sanitizer links; that is the linker's, not a warning about these sources.
        let warnings = result.compiler.split(separator: "\n").filter {
            $0.contains("warning:") && !$0.contains("Cannot export local symbol '__asan") && !$0.contains("Cannot export local symbol '__tsan")
        }
        #expect(warnings.isEmpty, "swiftc warned:\n\(result.compiler)")
        // layoutSubviews, intrinsicContentSize and isHighlighted's didSet come from CardView's
        // extension; BadgeCardView's extension overrides applyStyle (declared in CardView's
        // extension) and observes isHighlighted, calling super, and overrides applyTheme, the
        // witness of a conformance declared on CardView's extension.
        #expect(result.output == """
            cornerRadius 15.0
            intrinsicWidth 120.0
            alpha 0.5
            layerClass true
            style false false false
            badge 0.5 true
            themed 0.25 false

            """)
    }

    @Test("Errors in a forwarded member, in its signature and after the class that received it point at the original lines",
          // One error each: the compiler checks no bodies after an error in a declaration.
          arguments: [
              ("_ = \"four\" as Int", "8", "", "Tile+Layout.swift:5:"),
              ("", "\"eight\"", "", "Tile.swift:7:"),
              ("", "8", "override func doesNotExist() {}", "Tile+Layout.swift:8:"),
          ])
    func forwardedErrorsPointAtTheOriginal(body: String, global: String, member: String, place: String) throws {
        var sources = try MirrorTestSupport.fixtureSources()
        let folder = MirrorTestSupport.fixtures + "/Components/"
        sources.append(MirrorSource(path: folder + "Tile.swift", text: """
            import Foundation

            final class Tile: UIView {
                var size = 1
            }

            let afterClass: Int = \(global)
            """))
        sources.append(MirrorSource(path: folder + "Tile+Layout.swift", text: """
            import Foundation

            extension Tile {
                override func layoutSubviews() {
                    \(body)
                }

                \(member)
            }
            """))
        let result = try CompileCheckTests.typecheck(sources)
        #expect(result.status != 0)
        #expect(result.output.contains(folder + place), "expected an error at \(place):\n\(result.output)")
        #expect(!result.output.contains(".mirror.swift:"), "no diagnostic should point at the mirror:\n\(result.output)")
    }
}
