import Testing
import UIKitMirrorCore

/// Which members of extensions get forwarders, with what access, and which are left alone.
@Suite("Overrides in extensions: scope and access")
struct ExtensionOverrideScopeTests {
    static let path = MirrorTestSupport.path
    static let other = MirrorTestSupport.otherPath(0)

    @Test("The original gets the access that compiles: the extension's default, fileprivate beside the class, internal from a public extension")
    func access() {
        let privateSource = """
            fileprivate final class Chip: UIView {}

            private extension Chip {
                override func layoutSubviews() {}
            }
            """
        let privateText = MirrorTestSupport.rewritten(privateSource)
        #expect(privateText.contains("    fileprivate override func layoutSubviews() { _mirror_Chip_layoutSubviews() }\n"))
        #expect(privateText.contains("private extension Chip {\n    func _mirror_Chip_layoutSubviews() {}\n}"))

        let publicSource = """
            public extension Card {
                override func layoutSubviews() {}
                open override var intrinsicContentSize: CGSize { .zero }
            }
            """
        let files = MirrorTestSupport.mirrors(publicSource, others: ["open class Card: UIView {}"])
        #expect(files[0].rewrittenSection == """
            public extension Card {
                internal func _mirror_Card_layoutSubviews() {}
                internal var _mirror_Card_intrinsicContentSize: CGSize { .zero }
            }
            """)
        #expect(files[1].rewrittenSection.contains("    public override func layoutSubviews() { _mirror_Card_layoutSubviews() }\n"))
        #expect(files[1].rewrittenSection.contains(
            "    open override var intrinsicContentSize: CGSize { _mirror_Card_intrinsicContentSize }\n"))
    }

    @Test("A member of an extension that a subclass overrides moves into its class's body too")
    func overriddenInSubclass() {
        let extensionSource = """
            extension BaseCell {
                @objc func configure(with model: String) {}
                func unrelated() {}
            }

            final class TitleCell: BaseCell {
                override func configure(with model: String) {
                    super.configure(with: model)
                }
            }
            """
        let files = MirrorTestSupport.mirrors(extensionSource, others: ["class BaseCell: UIView {\n}\n"])
        #expect(files[0].rewrittenSection.hasPrefix("""
            extension BaseCell {
                func _mirror_BaseCell_configure(with model: String) {}
                func unrelated() {}
            }
            """))
        #expect(files[0].insertedText.isEmpty)
        #expect(files[1].rewrittenSection == """
            class BaseCell: UIView {
            \(ExtensionOverrideTests.location(Self.path, 2))
                func configure(with model: String) { _mirror_BaseCell_configure(with: model) }
            \(ExtensionOverrideTests.location(Self.other, 2))
            }

            """)
    }

    @Test("An extension of a nested class forwards into the nested class's body")
    func nestedClass() {
        let source = """
            enum Gallery {
                final class Tile: UIView {
                }
            }

            extension Gallery.Tile {
                override func layoutSubviews() {}
            }
            """
        let text = MirrorTestSupport.rewritten(source)
        #expect(text.contains("    final class Tile: UIView {\n\(ExtensionOverrideTests.location(Self.path, 7))\n"
            + "    override func layoutSubviews() { _mirror_Gallery_Tile_layoutSubviews() }\n\(ExtensionOverrideTests.location(Self.path, 3))\n    }"))
        #expect(text.contains("    fileprivate func _mirror_Gallery_Tile_layoutSubviews() {}"))
    }

    @Test("Generic classes, constrained extensions and classes the module does not declare are left alone",
          arguments: [
              "class Box<T>: UIView {}\nextension Box {\n    override func layoutSubviews() {}\n}",
              "class Box<T>: UIView {}\nclass IntBox: Box<Int> {}\nextension IntBox {\n    override func layoutSubviews() {}\n}",
              "class Box<T>: UIView {}\nextension Box where T == Int {\n    override func layoutSubviews() {}\n}",
              "extension UIButton {\n    override open var isHighlighted: Bool { didSet {} }\n}",
              "struct Model {}\nextension Model {\n    func layoutSubviews() {}\n}",
          ])
    func leftAlone(source: String) {
        let file = MirrorTestSupport.mirror(source)
        #expect(file.rewrittenSection == source)
        #expect(file.diagnostics.isEmpty)
    }

    @Test("A local class with the name of the module's class gets no forwarder")
    func localClass() {
        let source = """
            class Card: UIView {}
            func makeCard() -> UIView {
                final class Card: UIView {}
                return Card()
            }
            extension Card {
                override func layoutSubviews() {}
            }
            """
        let file = MirrorTestSupport.mirror(source)
        #expect(file.insertedText.count == 1)
        #expect(file.rewrittenSection.hasPrefix("class Card: UIView {\n#sourceLocation"))
        #expect(file.rewrittenSection.contains("    final class Card: UIView {}\n"))
    }

    @Test("A member that cannot be forwarded is left alone with a warning that says what to do")
    func warnings() {
        let source = """
            class Card: UIView {}

            extension Card {
                override func log(_ items: Any...) {}
                override subscript(key: String) -> Int { 0 }
            }
            """
        let file = MirrorTestSupport.mirror(source)
        #expect(file.rewrittenSection == source)
        #expect(file.diagnostics.map(\.line) == [4, 5])
        #expect(file.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(file.diagnostics.first?.message.contains("a variadic parameter") == true)
        #expect(file.diagnostics.first?.message.contains("Declare it in the body of Card (\(Self.path):1)") == true)

        let fileprivateSource = """
            fileprivate extension Base {
                func setUp() {}
            }
            class Sub: Base {
                override func setUp() {}
            }
            """
        let files = MirrorTestSupport.mirrors(fileprivateSource, others: ["class Base: UIView {}"])
        #expect(files[0].rewrittenSection == fileprivateSource)
        #expect(files[0].diagnostics.map(\.line) == [2])
        #expect(files[0].diagnostics.first?.message.contains("it is fileprivate and Base is declared in \(Self.other)") == true)
    }
}
