import Testing
import UIKit

/// A view that overrides what iOS code overrides in UIView subclasses, and records the calls
/// UIKit makes. Declared in the test module, so every override crosses the module boundary:
/// it compiles only where UIKit declares the member `open`.
private final class RecordingView: UIView {
    var calls: [String] = []
    var natural = CGSize(width: 60, height: 24)
    var boundsInLayerLayout: CGRect?

    override class var requiresConstraintBasedLayout: Bool { true }
    override var intrinsicContentSize: CGSize { natural }
    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews")
    }
    override func layoutSublayers(of layer: CALayer) {
        boundsInLayerLayout = bounds
        super.layoutSublayers(of: layer)
    }
    override func updateConstraints() {
        calls.append("updateConstraints")
        super.updateConstraints()
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
    }
    // A hit area 10 points larger on every side, as iOS code widens small buttons.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMoveToSuperview") }
    override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMoveToWindow") }
    override func didMoveToWindow() { calls.append("didMoveToWindow") }
    override func tintColorDidChange() { calls.append("tintColorDidChange") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls.append("traitCollectionDidChange")
    }
    override var backgroundColor: UIColor? {
        didSet { calls.append("backgroundColor") }
    }
    override var frame: CGRect {
        didSet { calls.append("frame") }
    }
    // Members UIKit declares in categories: overridable too.
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .required }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        calls.append("addGestureRecognizer")
        super.addGestureRecognizer(gestureRecognizer)
    }
    override var layoutMarginsGuide: UILayoutGuide { super.layoutMarginsGuide }
    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    override func awakeFromNib() { super.awakeFromNib() }
    override var description: String { "RecordingView" }
}

/// UIKit calls a UIView subclass's overrides where iOS calls them.
@MainActor
@Suite("UIView overrides")
struct ViewOverrideTests {
    @Test("layoutIfNeeded runs the overridden layoutSublayers(of:) and layoutSubviews()")
    func layout() {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.calls.contains("layoutSubviews"))
        #expect(view.boundsInLayerLayout == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("An overridden intrinsicContentSize sizes the view under Auto Layout, after updateConstraints")
    func intrinsicSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = RecordingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8).isActive = true
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: 4).isActive = true
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 4, width: 60, height: 24))
        #expect(view.calls.contains("updateConstraints"))
        view.natural = CGSize(width: 90, height: 30)
        view.invalidateIntrinsicContentSize()
        container.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 90, height: 30))
    }

    @Test("sizeToFit() takes the overridden sizeThatFits(_:)")
    func sizeToFit() {
        let view = RecordingView(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 44, height: 22))
    }

    @Test("The overridden draw(_:) draws the view's pixels")
    func draw() {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let image = CoreRender.onWhite(view)
        let left = CoreRender.pixel(image, 5, 10), right = CoreRender.pixel(image, 35, 10)
        #expect(left.r > 240 && left.g < 15 && left.b < 15)
        #expect(right.r > 240 && right.g > 240 && right.b > 240)
    }

    @Test("Hit testing asks the overridden point(inside:with:)")
    func hitTest() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        container.addSubview(view)
        #expect(container.hitTest(CGPoint(x: 45, y: 45), with: nil) === view)
        #expect(container.hitTest(CGPoint(x: 30, y: 30), with: nil) === container)
    }

    @Test("Moving into and out of a window calls the overridden hierarchy callbacks, each will before its did")
    func hierarchy() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RecordingView()
        for move in [{ window.addSubview(view) }, { view.removeFromSuperview() }] {
            view.calls = []
            move()
            let order = try ["willMoveToSuperview", "didMoveToSuperview", "willMoveToWindow", "didMoveToWindow"].map {
                try #require(view.calls.firstIndex(of: $0))
            }
            #expect(order[0] < order[1] && order[2] < order[3])
        }
    }

    @Test("Setting tintColor calls tintColorDidChange; a new style calls traitCollectionDidChange")
    func tintAndTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RecordingView()
        window.addSubview(view)
        view.calls = []
        view.tintColor = .systemPink
        #expect(view.calls == ["tintColorDidChange"])
        window.overrideUserInterfaceStyle = .dark
        #expect(view.calls.contains("traitCollectionDidChange"))
    }

    @Test("Property overrides with observers run, and members declared in UIKit's categories are overridable")
    func propertiesAndCategories() {
        let view = RecordingView(frame: .zero)
        view.calls = []
        view.backgroundColor = .blue
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        #expect(view.calls == ["backgroundColor", "frame", "addGestureRecognizer"])
        #expect(view.contentHuggingPriority(for: .horizontal) == .required)
        #expect(view.description == "RecordingView")
    }
}
