import ObjectiveC
import Testing
import UIKit

/// A custom layer as iOS code writes one: a property copied by `init(layer:)`, its own
/// drawing, and its own sublayer layout.
private final class StripeLayer: CALayer {
    var stripeColor = UIColor.red.cgColor
    let marker = CALayer()

    override init() {
        super.init()
        addSublayer(marker)
    }
    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? StripeLayer { stripeColor = other.stripeColor }
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(stripeColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
    override func layoutSublayers() {
        super.layoutSublayers()
        marker.frame = CGRect(x: bounds.width - 4, y: 0, width: 4, height: 4)
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "stripeColor" || super.needsDisplay(forKey: key) }
    override func action(forKey event: String) -> CAAction? { nil }
    override func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { super.convert(point, to: layer) }
}

/// A shape layer that makes its path from its bounds; a gradient layer set up in init().
private final class OvalLayer: CAShapeLayer {
    override func layoutSublayers() {
        super.layoutSublayers()
        path = CGPath(ellipseIn: bounds, transform: nil)
    }
}
private final class FadeLayer: CAGradientLayer {
    override init() {
        super.init()
        colors = [UIColor.black.cgColor, UIColor.white.cgColor]
    }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A brand color whose initializer calls UIColor's designated init(white:alpha:).
private final class BrandGray: UIColor, @unchecked Sendable {
    init(level: CGFloat) { super.init(white: level, alpha: 1) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A path subclass with its own initializer and drawing hook.
private final class Capsule: UIBezierPath, @unchecked Sendable {
    var fills = 0
    init(in rect: CGRect) {
        super.init()
        append(UIBezierPath(roundedRect: rect, cornerRadius: rect.height / 2))
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func fill() {
        fills += 1
        super.fill()
    }
}

/// Bar items made through UIKit's convenience initializers.
private final class BadgeItem: UIBarButtonItem {
    var titles: [String?] = []
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var title: String? {
        didSet { titles.append(title) }
    }
}
private final class HomeTab: UITabBarItem {}

/// A gesture recognizer subclass as iOS code writes one: its own initializer (no
/// init?(coder:), which is not required), touch handling and failure requirements.
private final class TwoFingerSwipe: UIGestureRecognizer {
    let minimumTravel: CGFloat
    var resets = 0
    init(target: Any?, action: Selector?, minimumTravel: CGFloat) {
        self.minimumTravel = minimumTravel
        super.init(target: target, action: action)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    override func reset() { resets += 1 }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { otherGestureRecognizer is UITapGestureRecognizer }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
private final class DoubleTap: UITapGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
    }
}

/// A constraint whose constant follows a scale, as design-system constraint subclasses do.
private final class ScaledConstraint: NSLayoutConstraint {
    override var constant: CGFloat {
        get { super.constant * 2 }
        set { super.constant = newValue }
    }
}

/// Class-method overrides of Core Animation's transaction and UIKit's font metrics.
private final class CountingTransaction: CATransaction {
    nonisolated(unsafe) static var begins = 0
    override class func begin() {
        begins += 1
        super.begin()
    }
}
private final class DoubledMetrics: UIFontMetrics, @unchecked Sendable {
    override func scaledValue(for value: CGFloat) -> CGFloat { value * 2 }
}

/// Layers, colors, paths, bar items, gesture recognizers and constraints take their
/// subclasses' overrides and initializers.
@MainActor
@Suite("Object overrides")
struct ObjectOverrideTests {
    /// `layer` laid out and rendered at 1x over white.
    func render(_ layer: CALayer) -> UIImage {
        layer.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(layer.bounds)
            layer.render(in: context.cgContext)
        }
    }

    @Test("A custom layer draws with its draw(in:), lays out in layoutSublayers() and copies itself in init(layer:)")
    func customLayer() {
        let layer = StripeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.stripeColor = UIColor.blue.cgColor
        let image = render(layer)
        #expect(CoreRender.pixel(image, 5, 10) == CoreRGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(CoreRender.pixel(image, 30, 10) == CoreRGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(layer.marker.frame == CGRect(x: 36, y: 0, width: 4, height: 4))
        #expect(StripeLayer(layer: layer).stripeColor == UIColor.blue.cgColor)
        #expect(StripeLayer.needsDisplay(forKey: "stripeColor"))
    }

    @Test("Shape and gradient layer subclasses draw what their overrides set up")
    func shapeAndGradient() {
        let oval = OvalLayer()
        oval.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        oval.fillColor = UIColor.red.cgColor
        let ovalImage = render(oval)
        #expect(CoreRender.pixel(ovalImage, 20, 20) == CoreRGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(CoreRender.pixel(ovalImage, 1, 1) == CoreRGBA(r: 255, g: 255, b: 255, a: 255))
        let fade = FadeLayer()
        fade.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        let fadeImage = render(fade)
        #expect(CoreRender.pixel(fadeImage, 5, 2).r < 20 && CoreRender.pixel(fadeImage, 5, 97).r > 235)
    }

    @Test("A UIColor subclass's initializer calls init(white:alpha:) and the color renders")
    func colorSubclass() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = BrandGray(level: 0.5)
        let pixel = CoreRender.pixel(CoreRender.onWhite(view), 2, 2)
        #expect(abs(pixel.r - 128) <= 1 && pixel.r == pixel.g && pixel.g == pixel.b)
    }

    @Test("A UIBezierPath subclass with its own initializer fills through its fill() override")
    func pathSubclass() {
        let capsule = Capsule(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            UIColor.red.setFill()
            capsule.fill()
        }
        #expect(capsule.fills == 1)
        #expect(CoreRender.pixel(image, 20, 10) == CoreRGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(CoreRender.pixel(image, 0, 0).a == 0)
    }

    @Test("Bar item subclasses come out of UIKit's convenience initializers")
    func barItems() {
        let item = BadgeItem(title: "Inbox", style: .plain, target: nil, action: nil)
        #expect(item.titles == ["Inbox"])
        #expect(BadgeItem(image: nil, style: .done, target: nil, action: nil).style == .done)
        #expect(HomeTab(title: "Home", image: nil, tag: 3).tag == 3)
    }

    @Test("Gesture recognizer subclasses set their state from touches and send their actions")
    func gestureRecognizers() {
        final class Screen: NSObject {
            var swipes = 0
        }
        let screen = Screen()
        let action = Selector("swiped", target: Screen.self, invoke: { screen, _ in
            screen.swipes += 1
            return nil
        })
        let swipe = TwoFingerSwipe(target: screen, action: action, minimumTravel: 40)
        swipe.touchesBegan([], with: UIEvent())
        #expect(swipe.state == .began)
        swipe.touchesEnded([], with: UIEvent())
        #expect(swipe.state == .ended)
        swipe.sendActions()
        #expect(screen.swipes == 1)
        #expect(swipe.shouldRequireFailure(of: DoubleTap(target: nil, action: nil)))
        #expect(DoubleTap(target: nil, action: nil).numberOfTapsRequired == 2)
    }

    @Test("Auto Layout reads an overridden constraint constant")
    func constraintSubclass() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            ScaledConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             multiplier: 1, constant: 15),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 30, height: 10))
    }

    @Test("Class methods of CATransaction and methods of UIFontMetrics take overrides")
    func classMethods() {
        CountingTransaction.begin()
        CountingTransaction.commit()
        #expect(CountingTransaction.begins == 1)
        #expect(DoubledMetrics(forTextStyle: .body).scaledValue(for: 10) == 20)
    }
}
