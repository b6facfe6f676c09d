import Foundation
import Rendering
import Testing
@testable import CoreGraphics
@testable import QuartzCore

/// Layer geometry (docs/DRAWING.md, "Layer geometry").
@Suite("Layer geometry")
struct GeometryTests {
    @Test("frame is the bounds placed with the anchor point at position")
    func frame() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50), "the position stays; the frame moves")
        #expect(layer.position == CGPoint(x: 100, y: 100))
    }

    @Test("Setting frame sets position and the bounds' size, keeping the bounds' origin")
    func setFrame() {
        let layer = CALayer()
        layer.bounds.origin = CGPoint(x: 5, y: 7)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 25, y: 40))
        #expect(layer.bounds == CGRect(x: 5, y: 7, width: 30, height: 40))
    }

    @Test("With a transform, frame is the bounding box of the transformed bounds")
    func transformedFrame() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let frame = layer.frame
        #expect(abs(frame.minX - 25) < 1e-9 && abs(frame.minY + 25) < 1e-9)
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
        #expect(layer.bounds.size == CGSize(width: 100, height: 50), "the bounds do not change")
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    }

    /// root (200 x 200) ⊃ parent at (50, 50, 100, 100) scrolled by bounds.origin (0, 20) ⊃ child at (10, 30, 20, 20).
    func tree() -> (root: CALayer, parent: CALayer, child: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = layer(CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.bounds.origin = CGPoint(x: 0, y: 20)
        let child = layer(CGRect(x: 10, y: 30, width: 20, height: 20))
        root.addSublayer(parent)
        parent.addSublayer(child)
        return (root, parent, child)
    }

    @Test("convert(_:to:) and convert(_:from:) go through positions and bounds origins")
    func convert() {
        let (root, parent, child) = tree()
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 30))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 60))
        #expect(root.convert(CGPoint(x: 60, y: 60), to: child) == .zero)
        #expect(child.convert(CGPoint(x: 60, y: 60), from: root) == .zero)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root) == CGRect(x: 60, y: 60, width: 20, height: 20))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 61, y: 62), "nil means the root's space")
    }

    @Test("Conversions follow transforms and the superlayer's sublayerTransform")
    func convertTransformed() {
        let (root, parent, child) = tree()
        parent.transform = CATransform3DMakeScale(2, 2, 1)  // about its center, (100, 100) in root
        let p = child.convert(CGPoint.zero, to: root)
        // Child origin is (10, 10) from the parent's bounds top-left, which is now at (0, 0).
        #expect(abs(p.x - 20) < 1e-9 && abs(p.y - 20) < 1e-9)
        let back = root.convert(p, to: child)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)

        let (root2, parent2, child2) = tree()
        parent2.sublayerTransform = CATransform3DMakeTranslation(5, 0, 0)
        #expect(child2.convert(CGPoint.zero, to: root2) == CGPoint(x: 65, y: 60))
        #expect(child2.convert(CGPoint.zero, to: parent2) == CGPoint(x: 15, y: 30))
    }

    @Test("sublayerTransform applies about the layer's anchor point")
    func sublayerTransformAnchor() {
        let parent = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.anchorPoint = .zero
        parent.position = .zero
        let child = layer(CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.addSublayer(child)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 20, y: 20))
    }

    @Test("contains(_:) tests the bounds; hitTest(_:) finds the front-most, deepest layer, skipping hidden ones")
    func hitTest() {
        let (root, parent, child) = tree()
        #expect(child.contains(CGPoint(x: 5, y: 5)) && !child.contains(CGPoint(x: 25, y: 5)))
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === child)
        #expect(root.hitTest(CGPoint(x: 55, y: 140)) === parent)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5)) == nil)
        let cover = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSublayer(cover)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === cover, "the later sublayer is in front")
        cover.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === child)
        cover.isHidden = false
        cover.zPosition = -1
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === child, "a lower zPosition is behind")
    }

    @Test("Sublayer bookkeeping: insert, above/below, replace, remove")
    func hierarchy() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.insertSublayer(a, above: b)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        let d = CALayer()
        root.replaceSublayer(b, with: d)
        #expect(b.superlayer == nil && d.superlayer === root)
        a.removeFromSuperlayer()
        #expect(root.sublayers?.count == 2 && a.superlayer == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil && c.superlayer == nil)
    }
}
