import Testing
import UIKitMirrorCore

/// Members of extensions that Swift on Linux accepts only in the class's body: the original is
/// renamed where it is, and a forwarder goes into the class's body.
@Suite("Overrides in extensions")
struct ExtensionOverrideTests {
    static let path = MirrorTestSupport.path
    static let other = MirrorTestSupport.otherPath(0)

    /// `#sourceLocation(file: path, line: line)`.
    static func location(_ path: String, _ line: Int) -> String {
        "#sourceLocation(file: \"\(path)\", line: \(line))"
    }

    @Test("An override in an extension in the class's file moves into the class's body as a forwarder")
    func sameFile() {
        let source = """
            class Card: UIView {
                var title = ""
            }

            extension Card {
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }
            """
        let file = MirrorTestSupport.mirror(source)
        #expect(file.rewrittenSection == """
            class Card: UIView {
                var title = ""
            \(Self.location(Self.path, 6))
                override func layoutSubviews() { _mirror_Card_layoutSubviews() }
            \(Self.location(Self.path, 3))
            }

            extension Card {
                fileprivate func _mirror_Card_layoutSubviews() {
                    super.layoutSubviews()
                }
            }
            """)
        #expect(file.insertedText.count == 1)
        #expect(file.diagnostics.isEmpty)
    }

    @Test("An override in another file's extension goes into the class's body in the class's file")
    func otherFile() {
        let extensionSource = """
            import UIKit

            extension Card {
                override var intrinsicContentSize: CGSize {
                    CGSize(width: 10, height: helperHeight)
                }
            }

            fileprivate let helperHeight: CGFloat = 4
            """
        let classSource = "final class Card: UIView {\n    let id = 1\n}\n"
        let files = MirrorTestSupport.mirrors(extensionSource, others: [classSource])
        #expect(files[0].rewrittenSection == extensionSource.replacingOccurrences(
            of: "override var intrinsicContentSize", with: "var _mirror_Card_intrinsicContentSize"))
        #expect(files[1].rewrittenSection == """
            final class Card: UIView {
                let id = 1
            \(Self.location(Self.path, 4))
                override var intrinsicContentSize: CGSize { _mirror_Card_intrinsicContentSize }
            \(Self.location(Self.other, 3))
            }

            """)
    }

    @Test("Properties forward their getter and setter; class properties stay class properties")
    func properties() {
        let source = """
            class Card: UIControl {}

            extension Card {
                override var isEnabled: Bool {
                    get { super.isEnabled }
                    set(value) { super.isEnabled = value }
                }
                override class var layerClass: AnyClass { CAGradientLayer.self }
                override var canBecomeFirstResponder: Bool { get { true } }
            }
            """
        let file = MirrorTestSupport.mirror(source)
        let text = file.rewrittenSection
        #expect(text.contains("    override var isEnabled: Bool { get { _mirror_Card_isEnabled } set { _mirror_Card_isEnabled = newValue } }\n"))
        #expect(text.contains("    override class var layerClass: AnyClass { _mirror_Card_layerClass }\n"))
        #expect(text.contains("    override var canBecomeFirstResponder: Bool { _mirror_Card_canBecomeFirstResponder }\n"))
        #expect(text.contains("    fileprivate var _mirror_Card_isEnabled: Bool {\n        get { super.isEnabled }\n        set(value) {"))
        #expect(text.contains("    class fileprivate var _mirror_Card_layerClass: AnyClass { CAGradientLayer.self }"))
    }

    @Test("Observers become one method with the bodies as nested functions; the forwarder observes and calls it")
    func observers() {
        let source = """
            class Card: UIControl {}

            extension Card {
                override var isHighlighted: Bool {
                    willSet(next) { alpha = next ? 0.5 : 1 }
                    didSet {
                        if oldValue != isHighlighted { setNeedsLayout() }
                    }
                }
                override var isSelected: Bool {
                    didSet { setNeedsDisplay() }
                }
                override var tintColor: UIColor! { didSet { print(oldValue) } }
            }
            """
        let file = MirrorTestSupport.mirror(source)
        let lines = file.rewrittenSection.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let extensionStart = lines.firstIndex(of: "extension Card {") ?? 0
        #expect(Array(lines[extensionStart...]) == [
            "extension Card {",
            "    fileprivate func _mirror_Card_isHighlighted(_ _mirrorIsWillSet: Bool, _ _mirrorValue: Optional<Bool>) {",
            "        func _mirrorWillSet(_ next: Bool) { alpha = next ? 0.5 : 1 }",
            "        func _mirrorDidSet(_ oldValue: Bool) {",
            "            if oldValue != isHighlighted { setNeedsLayout() }",
            "        }",
            "    ; if _mirrorIsWillSet, let _mirrorValue { _mirrorWillSet(_mirrorValue) }; "
                + "if !_mirrorIsWillSet, let _mirrorValue { _mirrorDidSet(_mirrorValue) } }",
            "    fileprivate func _mirror_Card_isSelected(_ _mirrorIsWillSet: Bool, _ _mirrorValue: Optional<Bool>) {",
            "        func _mirrorDidSet() { setNeedsDisplay() }",
            "    ; if !_mirrorIsWillSet { _mirrorDidSet() } }",
            "    fileprivate func _mirror_Card_tintColor(_ _mirrorIsWillSet: Bool, _ _mirrorValue: Optional<UIColor?>) "
                + "{ func _mirrorDidSet(_ oldValue: UIColor!) { print(oldValue) } ; "
                + "if !_mirrorIsWillSet, let _mirrorValue { _mirrorDidSet(_mirrorValue) } }",
            "}",
        ])
        let text = file.rewrittenSection
        #expect(text.contains("    override var isHighlighted: Bool { willSet { _mirror_Card_isHighlighted(true, newValue) } "
            + "didSet { _mirror_Card_isHighlighted(false, oldValue) } }\n"))
        // A didSet that does not read the old value must not make Swift fetch it.
        #expect(text.contains("    override var isSelected: Bool { didSet { _mirror_Card_isSelected(false, nil) } }\n"))
        #expect(text.contains("    override var tintColor: UIColor! { didSet { _mirror_Card_tintColor(false, oldValue) } }\n"))
    }

    @Test("Parameters are passed on by label, inout ones with &, unnamed ones named; effects and defaults are kept")
    func signatures() {
        let source = """
            class Card: Base {}
            extension Card {
                @discardableResult @objc(loadValue:into:retries:)
                override func load<T: Equatable>(_: T, into list: inout [T], retries count: Int = 2) async throws -> Int where T: Sendable {
                    1
                }
                override func draw(_ rect: CGRect) {}
            }
            """
        let text = MirrorTestSupport.rewritten(source, others: ["class Base: UIView {}"])
        #expect(text.contains("    @discardableResult override func load<T: Equatable>(_ _mirrorArgument0: T, into list: inout [T], "
            + "retries count: Int = 2) async throws -> Int where T: Sendable { return try await "
            + "_mirror_Card_load(_mirrorArgument0, into: &list, retries: count) }\n"))
        #expect(text.contains("    override func draw(_ rect: CGRect) { _mirror_Card_draw(rect) }\n"))
        #expect(text.contains("    @discardableResult \n    fileprivate func _mirror_Card_load<T: Equatable>(_: T, into list: inout [T], "
            + "retries count: Int = 2) async throws -> Int where T: Sendable {\n"))
    }

    @Test("The forwarder keeps availability, global actor and nonisolated, and drops what only the original needs")
    func attributes() {
        let source = """
            class Card: UIView {}

            @available(iOS 15, *)
            extension Card {
                @MainActor @objc dynamic override func layoutSubviews() {}
                @available(*, deprecated, message: "Use the trait API.")
                nonisolated override func traitCollectionDidChange(_ previous: UITraitCollection?) {}
            }
            """
        let text = MirrorTestSupport.rewritten(source)
        #expect(text.contains("    @available(iOS 15, *) @MainActor override func layoutSubviews() { _mirror_Card_layoutSubviews() }\n"))
        #expect(text.contains("    @available(iOS 15, *) @available(*, deprecated, message: \"Use the trait API.\") nonisolated "
            + "override func traitCollectionDidChange(_ previous: UITraitCollection?) { _mirror_Card_traitCollectionDidChange(previous) }\n"))
        #expect(text.contains("    @MainActor dynamic fileprivate func _mirror_Card_layoutSubviews() {}"))
    }

    @Test("A conformance and the extension's other members stay on the extension")
    func conformanceStays() {
        let source = """
            class Card: UIView {}

            extension Card: Themed {
                func applyTheme() {}
                override func tintColorDidChange() {}
            }
            """
        let text = MirrorTestSupport.rewritten(source)
        #expect(text.contains("extension Card: Themed {\n    func applyTheme() {}\n    fileprivate func _mirror_Card_tintColorDidChange() {}\n}"))
        #expect(text.contains("    override func tintColorDidChange() { _mirror_Card_tintColorDidChange() }\n"))
    }

    @Test("Forwarders are compiled under the #if conditions of the extension and the member")
    func conditions() {
        let source = """
            class Card: UIView {}

            #if os(iOS)
            extension Card {
                #if DEBUG
                override func layoutSubviews() {}
                #endif
            }
            #endif
            """
        let text = MirrorTestSupport.rewritten(source)
        #expect(text.hasPrefix("""
            class Card: UIView {
            #if ((os(iOS) || os(Linux))) && (DEBUG)
            \(Self.location(Self.path, 6))
                override func layoutSubviews() { _mirror_Card_layoutSubviews() }
            #endif
            \(Self.location(Self.path, 1))
            }

            #if (os(iOS) || os(Linux))
            """))
    }
}
