import Foundation
import Testing
import UIKitMirrorCore

/// Compiles a mirrored module with its `UIKitMirrorModuleMembers.swift` against the built
/// ObjectiveC module and the fixture's UIKit stand-ins, and runs it: private outlets are set
/// and actions performed by name, as a document's loader does.
@Suite("Interface Builder members compile and run")
struct InterfaceBuilderMembersRunTests {
    static let card = """
        import Foundation

        final class TouchEvent: NSObject {}

        class ProfileCard: UIView {
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet private var rows: [UILabel]!
            @IBInspectable var cornerRadius: CGFloat = 0
            @IBInspectable private var accent: String {
                get { accentStorage }
                set { accentStorage = newValue.uppercased() }
            }
            private var accentStorage = ""
            private(set) var log: [String] = []

            var summary: String {
                "\\(titleLabel?.text ?? "nil") rows=\\(rows?.count ?? -1) radius=\\(cornerRadius) accent=\\(accentStorage) "
                    + "log=\\(log.joined(separator: ","))"
            }

            @IBAction func reset() { log.append("reset") }
            @IBAction private func tapped(_ sender: UIButton) { log.append("tapped") }
            @IBAction func tapped(_ sender: Any, forEvent event: TouchEvent) { log.append("tapped+event") }
        }

        final class FancyProfileCard: ProfileCard {
            @IBOutlet private weak var badge: UILabel?
            var hasBadge: Bool { badge != nil }
        }

        class Box<Item>: UIView {
            @IBOutlet weak var label: UILabel!
        }
        """

    /// Finds the generated class by its qualified name, as `MirroredModules.load(module:)`
    /// does, registers, and sets and performs members by name.
    static let main = """
        import Foundation
        import ObjectiveC

        guard let members = _typeByName("TeamComponents.UIKitMirrorModuleMembers") as? any MirroredModuleMembers.Type else {
            print("UIKitMirrorModuleMembers not found")
            exit(1)
        }
        members.register()
        let card = FancyProfileCard(frame: .zero)
        let title = UILabel(frame: .zero)
        title.text = "Ada"
        let rows: [UIView] = [UILabel(frame: .zero), UILabel(frame: .zero)]
        let badge = UILabel(frame: .zero)
        card.setValue(title, forKey: "titleLabel")
        card.setValue(rows, forKey: "rows")
        card.setValue(12, forKey: "cornerRadius")
        card.setValue("teal", forKey: "accent")
        card.setValue(badge, forKey: "badge")
        card.perform(Selector("reset"))
        card.perform(Selector("tapped:"), with: UIButton(frame: .zero))
        card.perform(Selector("tapped:forEvent:"), with: UIButton(frame: .zero), with: TouchEvent())
        print(card.summary)
        print("badge", card.hasBadge)
        print("responds", card.responds(to: Selector("setTitleLabel:")), card.responds(to: Selector("setLabel:")))
        """

    @Test("Private outlets, outlet collections and inspectables are set by key, and actions performed by name, once registered")
    func membersRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var sources = try MirrorTestSupport.fixtureSources().filter { $0.path.hasSuffix("UIKitStandIns.swift") }
        sources.append(MirrorSource(path: MirrorTestSupport.fixtures + "/Components/ProfileCard.swift", text: Self.card))
        let mirror = UIKitMirror(sources: sources)
        let files = mirror.mirroredFiles()
        #expect(files.flatMap(\.diagnostics).map(\.message).contains { $0.contains("Box is generic") })
        var paths = try folder.writeMirrors(of: sources)
        try folder.write(mirror.moduleMembers(of: files), to: MirrorFileName.moduleMembers)
        try folder.write(Self.main, to: "main.swift")
        paths += [folder.path + "/" + MirrorFileName.moduleMembers, folder.path + "/main.swift"]
        let executable = folder.path + "/mirrored-program"
        let sanitizer = ProcessInfo.processInfo.environment["CATALOG_SANITIZER"].map { ["-sanitize=\($0)"] } ?? []
        let options = ["-swift-version", "6", "-module-name", "TeamComponents", "-I", try CompileCheckTests.moduleFolder()] + sanitizer
        let compiler = try runProgram(CompileCheckTests.swiftc,
                                      options + paths + (try ExtensionOverrideRunTests.objectiveCObjects()) + ["-o", executable])
        #expect(compiler.status == 0, "swiftc failed:\n\(compiler.output)")
        let warnings = compiler.output.split(separator: "\n").filter {
            $0.contains("warning:") && !$0.contains("Cannot export local symbol '__asan") && !$0.contains("Cannot export local symbol '__tsan")
        }
        #expect(warnings.isEmpty, "swiftc warned:\n\(compiler.output)")
        guard compiler.status == 0 else { return }
        let program = try runProgram(executable, [])
        #expect(program.status == 0)
        #expect(program.output == """
            Ada rows=2 radius=12.0 accent=TEAL log=reset,tapped,tapped+event
            badge true
            responds true false

            """)
    }

    @Test("A Swift 5 mode module compiles its registration too")
    func swift5Mode() throws {
        var sources = try MirrorTestSupport.fixtureSources().filter { $0.path.hasSuffix("UIKitStandIns.swift") }
        sources.append(MirrorSource(path: MirrorTestSupport.fixtures + "/Components/ProfileCard.swift", text: Self.card))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let mirror = UIKitMirror(sources: sources)
        var paths = try folder.writeMirrors(of: sources)
        try folder.write(mirror.moduleMembers(of: mirror.mirroredFiles()), to: MirrorFileName.moduleMembers)
        paths.append(folder.path + "/" + MirrorFileName.moduleMembers)
        let result = try runProgram(CompileCheckTests.swiftc, ["-typecheck", "-swift-version", "5", "-module-name", "TeamComponents",
                                                               "-I", try CompileCheckTests.moduleFolder()] + paths)
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
        #expect(!result.output.contains("warning:"), "swiftc warned:\n\(result.output)")
    }
}
