import Foundation
import Rendering
import Testing
@testable import CoreGraphics
@testable import QuartzCore

/// Layers' own timing (`CAMediaTiming` on `CALayer`), timing functions' control points,
/// forever-repeating animations, transforms in values and `NSNull` actions.
@Suite("Layer timing and animation values")
struct LayerTimingTests {
    @Test("convertTime maps a sibling's time through beginTime, speed and timeOffset (Apple's example: 0.5 → 1.25)")
    func siblingConversion() {
        let layer = CALayer()
        let offsetSlowMoLayer = CALayer()
        offsetSlowMoLayer.timeOffset = 1
        offsetSlowMoLayer.speed = 0.5
        #expect(offsetSlowMoLayer.convertTime(0.5, from: layer) == 1.25)
        #expect(layer.convertTime(1.25, from: offsetSlowMoLayer) == 0.5)
        #expect(offsetSlowMoLayer.convertTime(1.25, to: layer) == 0.5)
    }

    @Test("A sublayer's time composes its superlayers' timing; absolute time is the root's parent time")
    func hierarchy() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.speed = 2
        root.beginTime = 10
        child.timeOffset = 3
        // child time = ((t - 10) * 2 - 0) * 1 + 3
        #expect(child.convertTime(20, from: nil) == 23)
        #expect(child.convertTime(23, to: nil) == 20)
        #expect(root.convertTime(0, from: child) == -3)
    }

    @Test("A paused layer (speed 0) stays at its timeOffset whatever the time")
    func pausedLayer() {
        let layer = CALayer()
        let pausedAt = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedAt
        #expect(layer.convertTime(CACurrentMediaTime() + 100, from: nil) == pausedAt)
        let timing: CAMediaTiming = layer
        #expect(timing.speed == 0)
    }

    @Test("init(layer:) copies the timing")
    func copiedTiming() {
        let layer = CALayer()
        layer.speed = 0
        layer.timeOffset = 4
        layer.beginTime = 2
        let copy = CALayer(layer: layer)
        #expect(copy.speed == 0 && copy.timeOffset == 4 && copy.beginTime == 2)
    }

    @Test("getControlPoint(at:values:) gives the curve's four points")
    func controlPoints() {
        let function = CAMediaTimingFunction(name: .easeIn)
        var point: [Float] = [9, 9]
        var points: [[Float]] = []
        for index in 0..<4 {
            function.getControlPoint(at: index, values: &point)
            points.append(point)
        }
        #expect(points == [[0, 0], [0.42, 0], [1, 1], [1, 1]])
    }

    @Test("repeatCount = greatestFiniteMagnitude (math.h's HUGE) repeats forever: the layer keeps it and shows its own look")
    func hugeRepeatCount() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.toValue = 0
        pulse.duration = 1
        pulse.repeatCount = HUGE
        root.add(pulse, forKey: "pulse")
        #expect(root.animation(forKey: "pulse") != nil)
        #expect(try render(root, "animation-huge-repeat").pixel(5, 5) == .solidRed)
    }

    @Test("A transform in an NSValue round-trips and ends a kept animation where it says")
    func transformValue() throws {
        let moved = CATransform3DMakeTranslation(20, 0, 0)
        #expect(NSValue(caTransform3D: moved).caTransform3DValue == moved)
        #expect(NSValue(caTransform3D: moved).isEqual(NSValue(caTransform3D: moved)))
        #expect(NSValue(point: .zero).caTransform3DValue == CATransform3DIdentity, "a value holding no transform reads as the identity")
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 10))
        let box = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        root.addSublayer(box)
        let move = CABasicAnimation(keyPath: "transform")
        move.toValue = NSValue(caTransform3D: moved)
        move.isRemovedOnCompletion = false
        move.fillMode = .forwards
        box.add(move, forKey: "move")
        let image = try render(root, "animation-transform-value")
        #expect(image.pixel(25, 5) == .solidRed && image.pixel(5, 5).alpha == 0)
    }

    @Test("NSNull is an action that does nothing: actions = [key: NSNull()] turns a key's action off")
    func nullAction() {
        let layer = CALayer()
        layer.actions = ["bounds": NSNull(), "position": NSNull()]
        #expect(layer.action(forKey: "bounds") is NSNull)
        layer.action(forKey: "position")?.run(forKey: "position", object: layer, arguments: nil)
        #expect(layer.position == .zero)
    }
}
