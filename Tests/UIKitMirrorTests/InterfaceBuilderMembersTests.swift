import Testing
import UIKitMirrorCore

@Suite("Interface Builder members")
struct InterfaceBuilderMembersTests {
    /// A view controller as Xcode's templates write one: private outlets, a public one, an
    /// outlet collection, inspectables, and actions of zero, one and two parameters.
    static let controller = """
        import UIKit

        final class ProfileViewController: UIViewController {
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet public weak var avatarView: UIImageView?
            @IBOutlet var rows: [UILabel]!
            @IBOutletCollection(UIButton) private var buttons: [UIButton]!
            @IBInspectable var cornerRadius: CGFloat = 8
            @IBInspectable var borderWidth: CGFloat {
                get { view.layer.borderWidth }
                set { view.layer.borderWidth = newValue }
            }
            @IBInspectable var summary: String { "" }
            @objc(isCompact) @IBInspectable var compact: Bool = false

            @IBAction func reset() {}
            @IBAction private func tapped(_ sender: UIButton) {}
            @IBAction func tapped(_ sender: Any, forEvent event: UIEvent) {}
            @IBAction func changed(to value: UISlider) {}
            @IBAction static func never(_ sender: Any) {}
        }
        """

    static func statement(_ selector: String, _ type: String, _ body: String) -> String {
        "        _ = Selector(\"\(selector)\", target: \(type).self, invoke: \(body))"
    }

    static func setter(_ selector: String, _ type: String, _ property: String) -> String {
        statement(selector, type, "{ target, arguments in Selector.assign(arguments, to: \\\(type).\(property), of: target) }")
    }

    @Test("Outlets (private and public), outlet collections and settable inspectables get setter selectors in an extension of their class")
    func setters() {
        let file = MirrorTestSupport.mirror(Self.controller)
        let type = "ProfileViewController"
        for (selector, property) in [("setTitleLabel:", "titleLabel"), ("setAvatarView:", "avatarView"), ("setRows:", "rows"),
                                     ("setButtons:", "buttons"), ("setCornerRadius:", "cornerRadius"),
                                     ("setBorderWidth:", "borderWidth"), ("setIsCompact:", "compact")] {
            #expect(file.generated.contains(Self.setter(selector, type, property)), "\(selector)\n\(file.generated)")
        }
        #expect(file.generated.contains("""
            extension ProfileViewController {
                nonisolated fileprivate static func _uikitMirrorRegisterInterfaceBuilderMembers_ProfileViewController() {
            #sourceLocation(file: "\(MirrorTestSupport.path)", line: 4)
            """))
        #expect(!file.generated.contains("setSummary:"))
        #expect(file.diagnostics.contains { $0.line == 13 && $0.message.contains("summary cannot be set") })
    }

    @Test("Actions of zero, one and two parameters get their Objective-C selectors and invokers")
    func actions() {
        let file = MirrorTestSupport.mirror(Self.controller)
        let type = "ProfileViewController"
        #expect(file.generated.contains(Self.statement("reset", type, "{ target, _ in target.reset() }")))
        #expect(file.generated.contains(Self.statement("tapped:", type,
                                                       "{ target, arguments in Selector.call(target.tapped(_:), arguments) }")))
        #expect(file.generated.contains(Self.statement("tapped:forEvent:", type,
                                                       "{ target, arguments in Selector.call(target.tapped(_:forEvent:), arguments) }")))
        #expect(file.generated.contains(Self.statement("changedTo:", type,
                                                       "{ target, arguments in Selector.call(target.changed(to:), arguments) }")))
        #expect(!file.generated.contains("\"never"))
        #expect(file.diagnostics.contains { $0.severity == .warning && $0.message.contains("never(_:) is static") })
    }

    @Test("Each statement names its member's line; the original's lines are untouched and the file's function calls every extension")
    func placement() throws {
        let file = MirrorTestSupport.mirror(Self.controller)
        let name = try #require(file.registrationFunction)
        #expect(name.hasPrefix("_uikitMirrorRegisterInterfaceBuilderMembers_Card_"))
        #expect(file.generated.contains("nonisolated func \(name)() {\n"
            + "    ProfileViewController._uikitMirrorRegisterInterfaceBuilderMembers_ProfileViewController()\n}"))
        #expect(file.generated.contains("#sourceLocation(file: \"\(MirrorTestSupport.path)\", line: 17)\n"
            + Self.statement("tapped:", "ProfileViewController", "{ target, arguments in Selector.call(target.tapped(_:), arguments) }")
            + "\n#sourceLocation()"))
        let original = Self.controller.split(separator: "\n", omittingEmptySubsequences: false)
        let rewritten = file.rewrittenSection.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rewritten.count == original.count)
        #expect(rewritten[3] == "    private weak var titleLabel: UILabel!")
        #expect(file.text.contains("#sourceLocation()\n" + file.generated))
    }

    @Test("Generic classes, constrained extensions, classes inside functions and private nested classes are skipped with a warning naming them")
    func skipped() {
        let source = """
            class Box<Item>: UIView {
                @IBOutlet weak var label: UILabel!
                @IBAction func tap(_ sender: Any) {}
            }
            extension Box where Item == Int {
                @IBInspectable var count: Int { get { 0 } set {} }
            }
            func make() -> UIView {
                final class Local: UIView {
                    @IBOutlet weak var label: UILabel!
                }
                return Local()
            }
            class Outer {
                private class Inner: UIView {
                    @IBOutlet weak var label: UILabel!
                }
            }
            """
        let file = MirrorTestSupport.mirror(source)
        #expect(file.registrationFunction == nil)
        #expect(file.generated.isEmpty)
        let warnings = file.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.count == 4, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("\(MirrorTestSupport.path):1: warning: the Interface Builder members of Box (label, tap(_:)) "
            + "are not registered") && $0.contains("Box is generic") })
        #expect(warnings.contains { $0.contains(":5: warning:") && $0.contains("Box (count)") && $0.contains("constrained") })
        #expect(warnings.contains { $0.contains(":9: warning:") && $0.contains("Local is declared inside a function") })
        #expect(warnings.contains { $0.contains(":15: warning:") && $0.contains("Outer.Inner is private inside Outer") })
    }

    @Test("Members under #if are registered under the same conditions; a class and its extension in one file get one method each")
    func conditions() {
        let source = """
            class Card: UIView {
                #if DEBUG
                @IBOutlet weak var debugLabel: UILabel!
                #endif
            }
            #if os(iOS)
            extension Card {
                @IBAction func flip(_ sender: Any) {}
            }
            #endif
            class FancyCard: Card {
                @IBOutlet weak var sparkle: UIView!
            }
            """
        let generated = MirrorTestSupport.mirror(source).generated
        #expect(generated.contains("#if (DEBUG)\n#sourceLocation(file: \"\(MirrorTestSupport.path)\", line: 3)\n"
            + Self.setter("setDebugLabel:", "Card", "debugLabel") + "\n#sourceLocation()\n#endif"))
        #expect(generated.contains("#if ((os(iOS) || os(Linux)))\n/// Registers the Interface Builder members of Card"))
        #expect(generated.contains("static func _uikitMirrorRegisterInterfaceBuilderMembers_Card_2()"))
        #expect(generated.contains("    Card._uikitMirrorRegisterInterfaceBuilderMembers_Card()\n"
            + "#if ((os(iOS) || os(Linux)))\n    Card._uikitMirrorRegisterInterfaceBuilderMembers_Card_2()\n#endif\n"
            + "    FancyCard._uikitMirrorRegisterInterfaceBuilderMembers_FancyCard()\n}"))
    }

    @Test("The module's UIKitMirrorModuleMembers calls the function of every file that registers members, in order")
    func moduleMembers() {
        let sources = [
            MirrorSource(path: "/team/A.swift", text: "class A: UIView { @IBOutlet weak var a: UIView! }"),
            MirrorSource(path: "/team/B.swift", text: "class B: UIView {}"),
            MirrorSource(path: "/team/C.swift", text: "extension UIView { @IBInspectable var corner: CGFloat { get { 0 } set {} } }"),
        ]
        let mirror = UIKitMirror(sources: sources)
        let files = mirror.mirroredFiles()
        #expect(files[1].registrationFunction == nil)
        let text = mirror.moduleMembers(of: files)
        #expect(text.contains("public final class UIKitMirrorModuleMembers: MirroredModuleMembers {"))
        #expect(text.contains("    public nonisolated static func register() {\n"
            + "        \(files[0].registrationFunction ?? "?")()\n        \(files[2].registrationFunction ?? "?")()\n    }"))
        #expect(files[0].registrationFunction != files[2].registrationFunction)
        #expect(files[2].generated.contains(Self.setter("setCorner:", "UIView", "corner")))
        let empty = mirror.moduleMembers(of: [files[1]])
        #expect(empty.contains("    public nonisolated static func register() {\n    }"))
    }
}
