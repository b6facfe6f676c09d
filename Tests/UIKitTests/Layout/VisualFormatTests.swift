import Testing
import UIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the frames
/// Auto Layout's visual format language gives (docs/VISUAL-FORMAT.md).
@MainActor
@Suite("Visual format language")
struct VisualFormatTests {
    /// A 320 × 100 root with `count` constraint-based subviews (a, b, c), the formats'
    /// constraints activated (with `options` for `formats`, without for `plain`) and laid out.
    func laidOut(_ formats: [String], plain: [String] = [], views count: Int = 2, options: NSLayoutConstraint.FormatOptions = [],
                 metrics: [String: Any]? = nil, configure: (UIView) -> Void = { _ in }) -> (root: UIView, views: [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        configure(root)
        let views = (0..<count).map { _ in UIView() }
        var names: [String: Any] = [:]
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            names[["a", "b", "c"][index]] = view
        }
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: names))
        }
        for format in plain {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: names))
        }
        root.layoutIfNeeded()
        return (root, views)
    }

    @Test("Standard spaces are 20 points to the superview's edges and 8 between views; (==a) makes equal widths")
    func standardSpacing() {
        let (_, v) = laidOut(["H:|-[a]-[b(==a)]-|", "V:|[a]|", "V:|[b]|"])
        #expect(v[0].frame == CGRect(x: 20, y: 0, width: 136, height: 100))
        #expect(v[1].frame == CGRect(x: 164, y: 0, width: 136, height: 100))
    }

    @Test("Fixed spaces, sizes, metrics, flush views and vertical formats")
    func fixedValues() {
        let (_, v) = laidOut(["H:|-pad-[a(50)][b(>=10)]-pad-|", "V:|-10-[a(30)]-(gap)-[b]-0-|"], metrics: ["pad": 15, "gap": 6.0])
        #expect(v[0].frame == CGRect(x: 15, y: 10, width: 50, height: 30))
        #expect(v[1].frame == CGRect(x: 65, y: 46, width: 240, height: 54))
    }

    @Test("Relations and priorities: a weak preference gives way to a required minimum")
    func predicates() {
        let (_, v) = laidOut(["H:|[a(<=100@250,>=200)]", "H:[a]-(>=8)-[b(20)]|", "V:|[a(10)]", "V:|[b(10)]"])
        #expect(v[0].frame.width == 200)
        #expect(v[1].frame.minX == 300)
    }

    @Test("The constraints are made, not activated, and say what they relate")
    func madeNotActive() {
        let a = UIView(), b = UIView()
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "[a]-12-[b]", metrics: nil, views: ["a": a, "b": b])
        #expect(constraints.count == 1)
        let space = constraints[0]
        #expect(space.firstItem === b && space.firstAttribute == .leading)
        #expect(space.secondItem === a && space.secondAttribute == .trailing && space.constant == 12)
        #expect(!space.isActive)
    }

    @Test("Leading and trailing follow the layout direction; directionLeftToRight pins left and right")
    func directions() {
        let rtl = laidOut(["H:|-10-[a(50)]-[b(30)]"], configure: { $0.traitOverrides.layoutDirection = .rightToLeft }).views
        #expect(rtl[0].frame.maxX == 310 && rtl[1].frame.maxX == 252)
        let ltr = laidOut(["H:|-10-[a(50)]-[b(30)]"], options: .directionLeftToRight,
                          configure: { $0.traitOverrides.layoutDirection = .rightToLeft }).views
        #expect(ltr[0].frame.minX == 10 && ltr[1].frame.minX == 68)
        let reversed = laidOut(["H:|-10-[a(50)]-[b(30)]"], options: .directionRightToLeft).views
        #expect(reversed[0].frame.maxX == 310 && reversed[1].frame.maxX == 252)
    }

    @Test("alignAll options align every view of the format with the next")
    func alignment() {
        let (_, v) = laidOut(["H:|[a(40)]-[b(40)]-[c(40)]"], plain: ["V:|-30-[a(20)]"], views: 3, options: [.alignAllTop, .alignAllBottom])
        #expect(v.map(\.frame.minY) == [30, 30, 30])
        #expect(v.map(\.frame.height) == [20, 20, 20])
    }

    @Test("A format UIKit rejects makes no constraints and says what is wrong, where", arguments: [
        ("H:|-[a]-[missing]-|", "missing is not a key in the views dictionary"),
        ("H:|-[a(width)]", "width is not a key in the metrics dictionary"),
        ("H:|-[a", "Expected ']'"),
        ("V|[a]|", "Expected '['"),
        ("V:[a]-[b]", "Options mask required views to be aligned on a vertical edge"),
    ])
    func rejected(_ format: String, _ reason: String) {
        let diagnostics = RenderDiagnostics()
        let options: NSLayoutConstraint.FormatOptions = format.hasPrefix("V:") ? .alignAllLeft.union(.alignAllTop) : []
        let made = diagnostics.collect {
            NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: ["a": UIView(), "b": UIView()])
        }
        #expect(made.isEmpty)
        let issues = diagnostics.issues
        #expect(issues.count == 1)
        #expect(issues.first?.contains("Unable to parse constraint format: \(reason)") == true, "\(issues)")
        #expect(issues.first?.contains(format) == true)
    }

    @Test("'|' needs a superview")
    func edgeWithoutSuperview() {
        let diagnostics = RenderDiagnostics()
        let made = diagnostics.collect { NSLayoutConstraint.constraints(withVisualFormat: "|[a]|", metrics: nil, views: ["a": UIView()]) }
        #expect(made.isEmpty)
        #expect(diagnostics.issues.first?.contains("doesn't have a superview") == true)
    }
}
