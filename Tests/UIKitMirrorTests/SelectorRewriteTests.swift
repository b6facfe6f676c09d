import Testing
@testable import UIKitMirrorCore

@Suite("#selector and #keyPath")
struct SelectorRewriteTests {
    /// A class with the methods and properties the selectors name.
    static let card = """
        class Card: UIControl {
            @objc func tap() {}
            @objc func tapped(_ sender: Any) {}
            @objc func tapped(_ sender: Any, event: UIEvent?) {}
            @objc func handle(gesture: UIGestureRecognizer) {}
            @objc func did(select: Int, at: Int) {}
            @objc(resetCard) func reset() {}
            @objc func load() throws {}
            @objc static func make() {}
            @objc var isExpanded = false
            @objc let identifier = "card"
            func body() { _ = SELECTOR }
        }
        """

    static func selector(_ expression: String, others: [String] = []) -> String {
        let source = card.replacingOccurrences(of: "SELECTOR", with: expression)
        let rewritten = MirrorTestSupport.rewritten(source, others: others)
        let line = rewritten.split(separator: "\n", omittingEmptySubsequences: false)[11]
        return String(line.dropFirst("    func body() { _ = ".count).dropLast(" }".count))
    }

    static func invoker(_ name: String, _ body: String, type: String = "Card") -> String {
        "Selector(\"\(name)\", target: \(type).self, invoke: \(body))"
    }

    static let forms: [(String, String)] = [
        ("#selector(tap)", invoker("tap", "{ target, _ in target.tap() }")),
        ("#selector(tap as () -> Void)", invoker("tap", "{ target, _ in target.tap() }")),
        ("#selector(self.tap)", invoker("tap", "{ target, _ in target.tap() }")),
        ("#selector(Card.tap)", invoker("tap", "{ target, _ in target.tap() }")),
        ("#selector(tapped(_:))", invoker("tapped:", "{ target, arguments in Selector.call(target.tapped(_:), arguments) }")),
        ("#selector(Card.tapped(_:event:))",
         invoker("tapped:event:", "{ target, arguments in Selector.call(target.tapped(_:event:), arguments) }")),
        ("#selector(handle(gesture:))",
         invoker("handleWithGesture:", "{ target, arguments in Selector.call(target.handle(gesture:), arguments) }")),
        ("#selector(did(select:at:))",
         invoker("didWithSelect:at:", "{ target, arguments in Selector.call(target.did(select:at:), arguments) }")),
        ("#selector(reset)", invoker("resetCard", "{ target, _ in target.reset() }")),
        ("#selector(load)", invoker("loadAndReturnError:", "{ target, _ in try? target.load() }")),
        ("#selector(getter: Card.isExpanded)", invoker("isExpanded", "{ target, _ in target.isExpanded }")),
        ("#selector(setter: Card.isExpanded)",
         invoker("setIsExpanded:", "{ target, arguments in Selector.assign(arguments, to: \\Card.isExpanded, of: target) }")),
        ("#selector(setter: Card.identifier)", "Selector(\"setIdentifier:\")"),
        ("#selector(make)", "Selector(\"make\")"),
        ("#selector(UIView.layoutIfNeeded)", "Selector(\"layoutIfNeeded\")"),
        ("#selector(dismiss(animated:completion:))", "Selector(\"dismissWithAnimated:completion:\")"),
        ("#selector(viewModel.refresh)", "Selector(\"refresh\")"),
        ("#selector(tapped)", "Selector(\"tapped\")"),
    ]

    @Test("Every #selector form becomes a Selector with its Objective-C name and, for the module's methods, an invoker",
          arguments: forms)
    func selectorForms(_ expression: String, _ expected: String) {
        #expect(Self.selector(expression) == expected)
    }

    @Test("A method declared in a superclass of the module, or in an extension in another file, is found")
    func inheritedAndExtended() {
        let base = "class BaseCard: UIView { @objc func flip(to side: Int) {} }"
        let extensionFile = "extension Card { @objc func share(_ sender: Any?) {} }"
        let source = "class Card: BaseCard {\n    func body() { _ = [#selector(flip(to:)), #selector(share)] }\n}"
        let rewritten = MirrorTestSupport.rewritten(source, others: [base, extensionFile])
        #expect(rewritten.contains(Self.invoker("flipTo:", "{ target, arguments in Selector.call(target.flip(to:), arguments) }")))
        #expect(rewritten.contains(Self.invoker("share:", "{ target, arguments in Selector.call(target.share(_:), arguments) }")))
    }

    @Test("A selector in an extension of a UIKit class targets that class")
    func extensionOfUIKitClass() {
        let source = "extension UIViewController {\n    @objc func close() {}\n    func body() { _ = #selector(close) }\n}"
        #expect(MirrorTestSupport.rewritten(source).contains(
            Self.invoker("close", "{ target, _ in target.close() }", type: "UIViewController")))
    }

    @Test("Names in backticks or other scripts, and files with CRLF line ends, are mirrored as written")
    func unusualNames() {
        let source = "// 東京\r\nclass 画面: NSObject {\r\n    @objc func `default`() {}\r\n    let d = #selector(`default`)\r\n}\r\n"
        let file = MirrorTestSupport.mirror(source)
        #expect(file.rewrittenSection == "// 東京\r\nclass 画面: NSObject {\r\n    func `default`() {}\r\n    let d = "
            + Self.invoker("default", "{ target, _ in target.`default`() }", type: "画面") + "\r\n}\r\n")
        #expect(file.text.contains("}\r\n#sourceLocation()\n"))
        // The class can call init(), so documents can make it: its factory follows the mirror.
        #expect(file.text.contains("InterfaceBuilderObjects.register(画面.self) { 画面() }"))
    }

    @Test("A nested class is named by its qualified name")
    func nested() {
        let source = "enum Screens {\n    class Home: UIView {\n        @objc func open() {}\n        func body() { _ = #selector(open) }\n    }\n}"
        #expect(MirrorTestSupport.rewritten(source).contains(
            Self.invoker("open", "{ target, _ in target.open() }", type: "Screens.Home")))
    }

    @Test("A #selector over several lines keeps the line count, its breaks inside the call")
    func multiline() {
        let source = "class Card {\n    @objc func tap() {}\n    let s = #selector(\n        tap\n    )\n}"
        let rewritten = MirrorTestSupport.rewritten(source)
        #expect(rewritten == "class Card {\n    func tap() {}\n    let s = "
            + String(Self.invoker("tap", "{ target, _ in target.tap() }").dropLast()) + "\n\n)\n}")
    }

    static let names: [(String, [String?], Bool, String)] = [
        ("tap", [], false, "tap"),
        ("tap", [nil], false, "tap:"),
        ("tap", [nil, "event"], false, "tap:event:"),
        ("handle", ["gesture"], false, "handleWithGesture:"),
        ("did", ["select", "at"], false, "didWithSelect:at:"),
        ("move", ["to"], false, "moveTo:"),
        ("configure", ["with"], false, "configureWith:"),
        ("scroll", ["toTop"], false, "scrollToTop:"),
        ("tap", [nil, nil], false, "tap::"),
        ("save", [], true, "saveAndReturnError:"),
        ("save", [nil], true, "save:error:"),
        ("init", ["frame"], false, "initWithFrame:"),
    ]

    @Test("Objective-C names follow Swift's rules", arguments: names)
    func objectiveCNames(_ base: String, _ labels: [String?], _ throwing: Bool, _ expected: String) {
        #expect(ObjectiveCName.method(base, labels: labels, throws: throwing) == expected)
    }

    @Test("Getters are named by the property, setters set and the capitalized name")
    func accessorNames() {
        #expect(ObjectiveCName.getter("title") == "title")
        #expect(ObjectiveCName.setter("title") == "setTitle:")
    }

    static let keyPaths: [(String, String)] = [
        ("#keyPath(Card.layer.cornerRadius)", "(\"layer.cornerRadius\")"),
        ("#keyPath(layer.cornerRadius)", "(\"layer.cornerRadius\")"),
        ("#keyPath(title)", "(\"title\")"),
        ("#keyPath(Screens.Card.title)", "(\"title\")"),
    ]

    @Test("#keyPath becomes its key path string, without a leading type", arguments: keyPaths)
    func keyPath(_ expression: String, _ expected: String) {
        #expect(MirrorTestSupport.rewritten("let k = \(expression)") == "let k = \(expected)")
    }
}
