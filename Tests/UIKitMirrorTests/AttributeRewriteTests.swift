import Testing
import UIKitMirrorCore

@Suite("Attributes and #if")
struct AttributeRewriteTests {
    /// Source lines and their rewritten form.
    static let cases: [(String, String)] = [
        ("@objc func tapped() {}", "func tapped() {}"),
        ("@objc(resetCard) func reset() {}", "func reset() {}"),
        ("@objc(tapWithSender:event:) func tap(_ s: Any, event: Any) {}", "func tap(_ s: Any, event: Any) {}"),
        ("@objcMembers public class Card: NSObject {}", "public class Card: NSObject {}"),
        ("@nonobjc var plain = 1", "var plain = 1"),
        ("@IBOutlet weak var titleLabel: UILabel!", "weak var titleLabel: UILabel!"),
        ("@IBOutlet private(set) var icon: UIImageView?", "private(set) var icon: UIImageView?"),
        ("@IBOutletCollection(UILabel) var labels: [UILabel]!", "var labels: [UILabel]!"),
        ("@GKInspectable var speed: Float = 1", "var speed: Float = 1"),
        ("@objc dynamic var isOn = false", "dynamic var isOn = false"),
        ("@objc enum Style: Int { case plain }", "enum Style: Int { case plain }"),
        ("@objc extension Card {}", "extension Card {}"),
        ("@objc init(title: String) {}", "init(title: String) {}"),
        ("@objc subscript(i: Int) -> Int { i }", "subscript(i: Int) -> Int { i }"),
        ("@IBAction func send(_ sender: Any) {}", "@IBAction func send(_ sender: Any) {}"),
        // Linux accepts actions of one parameter only; iOS also zero or two (sender, event).
        ("@IBAction func reset() {}", "func reset() {}"),
        ("@IBAction private func send(_ sender: Any, forEvent event: UIEvent) {}", "private func send(_ sender: Any, forEvent event: UIEvent) {}"),
        ("@IBInspectable var radius: CGFloat = 4", "@IBInspectable var radius: CGFloat = 4"),
        ("@IBDesignable class Badge: UIView {}", "@IBDesignable class Badge: UIView {}"),
        ("@MainActor @objc func refresh() {}", "@MainActor func refresh() {}"),
        ("@objc   func spaced() {}", "func spaced() {}"),
    ]

    @Test("Attributes Linux rejects are removed from every kind of declaration; IB and dynamic stay", arguments: cases)
    func attributes(_ source: String, _ expected: String) {
        #expect(MirrorTestSupport.rewritten(source) == expected)
    }

    @Test("NSAttributedString(), which Linux's Foundation lacks, becomes the empty string it is on Darwin")
    func emptyAttributedString() {
        #expect(MirrorTestSupport.rewritten("let a = NSAttributedString()") == "let a = NSAttributedString(string: \"\")")
        #expect(MirrorTestSupport.rewritten("s.setAttributedString(Foundation.NSAttributedString())")
            == "s.setAttributedString(Foundation.NSAttributedString(string: \"\"))")
        #expect(MirrorTestSupport.rewritten("let m = NSMutableAttributedString()") == "let m = NSMutableAttributedString()")
        #expect(MirrorTestSupport.rewritten("let b = NSAttributedString(string: \"x\")") == "let b = NSAttributedString(string: \"x\")")
    }

    @Test("An attribute on a line of its own leaves that line, empty")
    func ownLine() {
        let source = "class A {\n    @objc\n    func tapped() {}\n}\n"
        #expect(MirrorTestSupport.rewritten(source) == "class A {\n    \n    func tapped() {}\n}\n")
    }

    @Test("@objc protocols become class-bound, as they are on Darwin")
    func classBoundProtocols() {
        #expect(MirrorTestSupport.rewritten("@objc protocol P {}") == "protocol P: AnyObject {}")
        #expect(MirrorTestSupport.rewritten("@objc public protocol P: Q {}") == "public protocol P: Q, AnyObject {}")
        #expect(MirrorTestSupport.rewritten("@objc protocol P: NSObjectProtocol {}") == "protocol P: NSObjectProtocol {}")
        #expect(MirrorTestSupport.rewritten("protocol Plain {}") == "protocol Plain {}")
    }

    static let conditions: [(String, String)] = [
        ("#if os(iOS)\nlet a = 1\n#endif", "#if (os(iOS) || os(Linux))\nlet a = 1\n#endif"),
        ("#if os(iOS) || os(tvOS)\n#endif", "#if (os(iOS) || os(Linux)) || os(tvOS)\n#endif"),
        ("#if !os(iOS)\n#endif", "#if !(os(iOS) || os(Linux))\n#endif"),
        ("#if os(macOS)\n#elseif os(iOS)\n#else\n#endif", "#if os(macOS)\n#elseif (os(iOS) || os(Linux))\n#else\n#endif"),
        ("#if canImport(UIKit)\n#endif", "#if canImport(UIKit)\n#endif"),
        ("#if os(iOS) && DEBUG\n#endif", "#if (os(iOS) || os(Linux)) && DEBUG\n#endif"),
    ]

    static let imports: [(String, String)] = [
        ("import Darwin", "import Foundation"),
        ("import Darwin.C", "import Foundation"),
        ("@_exported import Darwin", "@_exported import Foundation"),
        ("import UIKit\nimport Darwin\n", "import UIKit\nimport Foundation\n"),
        ("import func Darwin.sqrt", "import func Darwin.sqrt"),
        ("import DarwinKit", "import DarwinKit"),
        ("import UIKit.UIGestureRecognizerSubclass", "import UIKit"),
        ("import UIKit", "import UIKit"),
        ("import UIKitCompat", "import UIKitCompat"),
        ("#if canImport(Darwin)\nimport Darwin\n#endif", "#if canImport(Darwin)\nimport Foundation\n#endif"),
    ]

    @Test("import Darwin becomes import Foundation (which brings Linux's C library), a UIKit submodule import becomes import UIKit; other imports stay", arguments: imports)
    func darwinImport(_ source: String, _ expected: String) {
        #expect(MirrorTestSupport.rewritten(source) == expected)
    }

    @Test("os(iOS) in #if and #elseif conditions also holds on Linux; canImport(UIKit) is left alone", arguments: conditions)
    func conditionsHoldOnLinux(_ source: String, _ expected: String) {
        #expect(MirrorTestSupport.rewritten(source) == expected)
    }

    @Test("Attributes and #selector inside #if branches are rewritten in every branch")
    func insideBranches() {
        let source = "#if os(iOS)\n@objc func a() {}\n#else\n@objc func b() {}\n#endif"
        #expect(MirrorTestSupport.rewritten(source) == "#if (os(iOS) || os(Linux))\nfunc a() {}\n#else\nfunc b() {}\n#endif")
    }
}
