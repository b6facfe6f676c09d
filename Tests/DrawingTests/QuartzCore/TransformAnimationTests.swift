import Foundation
import Rendering
import Testing
@testable import CoreGraphics
@testable import QuartzCore

/// `CATransform3D` (docs/DRAWING.md, "3D transforms").
@Suite("3D transforms")
struct TransformTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("Identity, translation, scale and rotation matrices")
    func makers() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m11 == 1)
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4)
        let r = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)), "about z, x turns towards y")
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis, no rotation")
    }

    @Test("CATransform3DConcat(a, b) applies a, then b; Translate/Scale/Rotate apply the new step first")
    func concat() {
        let a = CATransform3DMakeScale(2, 2, 1), b = CATransform3DMakeTranslation(10, 0, 0)
        let ab = CATransform3DGetAffineTransform(CATransform3DConcat(a, b))
        #expect(close(CGPoint(x: 1, y: 0).applying(ab), CGPoint(x: 12, y: 0)))
        let scaledThenMoved = CATransform3DGetAffineTransform(CATransform3DTranslate(a, 10, 0, 0))
        #expect(close(CGPoint(x: 1, y: 0).applying(scaledThenMoved), CGPoint(x: 22, y: 0)), "translate first, then the scale")
    }

    @Test("Affine conversions round-trip; invert undoes")
    func affine() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(m)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == m)
        let inverse = CATransform3DGetAffineTransform(CATransform3DInvert(t))
        #expect(close(CGPoint(x: 3, y: 4).applying(m).applying(inverse), CGPoint(x: 3, y: 4)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test("A layer's transform turns it about its anchor point when drawn")
    func drawnTransform() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60))
        let bar = layer(CGRect(x: 10, y: 25, width: 40, height: 10), .red)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(bar)
        let image = try render(root, "transform-rotated")
        #expect(image.pixel(30, 11) == .solidRed && image.pixel(30, 48) == .solidRed)
        #expect(image.pixel(12, 30).alpha == 0)
    }

    @Test("Perspective is drawn flat and reported")
    func perspective() throws {
        let diagnostics = RenderDiagnostics()
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let tilted = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        tilted.name = "tilted"
        var t = CATransform3DMakeRotation(0.5, 0, 1, 0)
        t.m34 = -1.0 / 500
        tilted.transform = t
        root.addSublayer(tilted)
        _ = try diagnostics.collect { try render(root, "transform-perspective") }
        let issues = diagnostics.issues
        #expect(issues.contains { $0.contains("tilted") && $0.contains("perspective") })
    }
}

/// Animations and transactions (docs/DRAWING.md, "Animations and transactions").
@Suite("Animations and transactions")
struct AnimationTests {
    func fade(removed: Bool, fill: CAMediaTimingFillMode) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = 1
        animation.isRemovedOnCompletion = removed
        animation.fillMode = fill
        return animation
    }

    @Test("Adding an animation never changes the model value")
    func modelUnchanged() {
        let layer = CALayer()
        layer.add(fade(removed: false, fill: .forwards), forKey: "fade")
        #expect(layer.opacity == 1)
        #expect(layer.animation(forKey: "fade") != nil)
        #expect(layer.animationKeys() == ["fade"])
    }

    @Test("An animation removed on completion leaves the model's look")
    func removedOnCompletion() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        root.add(fade(removed: true, fill: .forwards), forKey: "fade")
        #expect(try render(root, "animation-removed").pixel(5, 5) == .solidRed)
        #expect(root.animation(forKey: "fade") == nil)
    }

    @Test("A kept animation with fillMode forwards shows its end state in a render")
    func keptForwards() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        root.add(fade(removed: false, fill: .forwards), forKey: "fade")
        #expect(try render(root, "animation-kept").pixel(5, 5).alpha == 0)
        #expect(root.opacity == 1, "rendering does not change the model")
        root.removeAnimation(forKey: "fade")
        #expect(try render(root, "animation-unkept").pixel(5, 5) == .solidRed)
    }

    @Test("A kept animation without a forwards fill shows the model's look")
    func keptWithoutFill() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        root.add(fade(removed: false, fill: .removed), forKey: "fade")
        #expect(try render(root, "animation-no-fill").pixel(5, 5) == .solidRed)
    }

    @Test("Kept animations of positions and colors end where they say")
    func otherKeys() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 10))
        let box = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        root.addSublayer(box)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 35
        move.isRemovedOnCompletion = false
        move.fillMode = .forwards
        box.add(move, forKey: "move")
        let tint = CAKeyframeAnimation(keyPath: "backgroundColor")
        tint.values = [CGColor.red, CGColor.green, CGColor.blue]
        tint.isRemovedOnCompletion = false
        tint.fillMode = .both
        box.add(tint, forKey: "tint")
        let image = try render(root, "animation-move")
        #expect(image.pixel(35, 5) == .solidBlue && image.pixel(5, 5).alpha == 0)
        #expect(box.position.x == 5)
    }

    @Test("A transaction's completion block runs at flush, not at commit")
    func transactionCompletion() {
        final class Box: @unchecked Sendable { var ran = false }
        let box = Box()
        CATransaction.begin()
        CATransaction.setCompletionBlock { box.ran = true }
        CATransaction.commit()
        #expect(!box.ran)
        CATransaction.flush()
        #expect(box.ran)
    }

    @Test("Animation delegates hear start and stop at flush")
    func delegate() {
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let listener = Listener()
        let animation = fade(removed: true, fill: .removed)
        animation.delegate = listener
        CALayer().add(animation, forKey: nil)
        #expect(listener.events.isEmpty)
        CATransaction.flush()
        #expect(listener.events == ["start", "stop true"])
    }
}
