import Testing
import UIKit

/// UIKit's geometry in `NSValue`s and its string forms (`NSCoder.string(for:)`,
/// `NSCoder.cgRect(for:)` and their siblings).
@MainActor
@Suite("Geometry values and strings")
struct GeometryValueTests {
    @Test("Every geometry structure round-trips through an NSValue and compares by content")
    func valuesRoundTrip() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 7, dy: 8)).cgVectorValue == CGVector(dx: 7, dy: 8))
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 5, vertical: 6)).uiOffsetValue == UIOffset(horizontal: 5, vertical: 6))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).pointValue == CGPoint(x: 1, y: 2), "Foundation's own accessor reads it too")
        #expect(NSValue(cgAffineTransform: transform).isEqual(NSValue(cgAffineTransform: transform)))
        #expect(!NSValue(uiEdgeInsets: insets).isEqual(NSValue(uiEdgeInsets: .zero)))
    }

    @Test("Reading a structure a value does not hold gives zero instead of stopping the program")
    func mismatchedReads() {
        let point = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        #expect(point.cgRectValue == .zero)
        #expect(point.uiEdgeInsetsValue == .zero)
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 1)).cgSizeValue == .zero)
    }

    @Test("A kept animation reads an affine transform from an NSValue")
    func affineTransformInAnimation() {
        let layer = CALayer()
        let scale = CABasicAnimation(keyPath: "transform")
        scale.toValue = NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3))
        scale.isRemovedOnCompletion = false
        scale.fillMode = .forwards
        layer.add(scale, forKey: "scale")
        let shown = layer.withEndStates { layer.transform }
        #expect(shown.m11 == 2 && shown.m22 == 3)
        #expect(layer.transform.m11 == 1, "the model keeps its value")
    }

    @Test("Structures as strings: braces for points, sizes, rects and insets, brackets for transforms")
    func strings() {
        #expect(NSCoder.string(for: CGPoint(x: 3, y: 2.5)) == "{3, 2.5}")
        #expect(NSCoder.string(for: CGSize(width: 320, height: 44)) == "{320, 44}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: 20, width: 320, height: 44)) == "{{0, 20}, {320, 44}}")
        #expect(NSCoder.string(for: CGAffineTransform(translationX: 10, y: -4)) == "[1, 0, 0, 1, 10, -4]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: UIOffset(horizontal: -1, vertical: 1)) == "{-1, 1}")
        #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}", "every digit a CGFloat needs to round-trip")
    }

    @Test("Strings back to structures; a string that is not well formed gives zero")
    func parsing() {
        #expect(NSCoder.cgPoint(for: "{3.0,2.5}") == CGPoint(x: 3, y: 2.5))
        #expect(NSCoder.cgPoint(for: "{-12.5, 25}") == CGPoint(x: -12.5, y: 25))
        #expect(NSCoder.cgRect(for: "{{0, 20}, {320, 44}}") == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(NSCoder.cgSize(for: NSCoder.string(for: CGSize(width: 0.1, height: 7))) == CGSize(width: 0.1, height: 7))
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 10, -4]") == CGAffineTransform(translationX: 10, y: -4))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "{1, 2, 3, 4}") == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(NSCoder.cgVector(for: "{1, 2}") == CGVector(dx: 1, dy: 2))
        #expect(NSCoder.uiOffset(for: "{1, 2}") == UIOffset(horizontal: 1, vertical: 2))
        #expect(NSCoder.cgPoint(for: "{hx, 2}") == .zero)
        #expect(NSCoder.cgPoint(for: "{1, 2, 3}") == .zero)
        #expect(NSCoder.cgRect(for: "") == .zero)
    }
}
