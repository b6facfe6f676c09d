import Foundation
import Rendering
import Testing
@testable import CoreGraphics

/// Clipping, the current transform and saving the graphics state (docs/DRAWING.md,
/// "Clipping", "Transforms", "Graphics state").
@Suite("Clipping, transforms and state")
struct StateTests {
    @Test("Clipping to a rectangle limits later drawing")
    func rectClip() throws {
        let context = try uikitContext(width: 20, height: 10)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.restoreGState()
        context.setFillColor(.blue)
        context.fill(CGRect(x: 15, y: 0, width: 5, height: 10))
        let image = try snapshot(context, "clip-rect")
        #expect(image.pixel(5, 5) == .black)
        #expect(image.pixel(12, 5).alpha == 0)
        #expect(image.pixel(17, 5) == .solidBlue, "restoring the state removes the clip")
    }

    @Test("Clipping to a path uses its fill rule, and consumes the path")
    func pathClip() throws {
        let context = try uikitContext(width: 40, height: 40)
        context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        context.clip(using: .evenOdd)
        #expect(context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = try snapshot(context, "clip-even-odd")
        #expect(image.pixel(5, 5) == .black)
        #expect(image.pixel(20, 20).alpha == 0)
    }

    @Test("Clips intersect; boundingBoxOfClipPath is in user space; resetClip removes them")
    func clipIntersection() throws {
        let context = try uikitContext(width: 40, height: 40, scale: 2)
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip(to: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 10, height: 10))
        context.resetClip()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(try snapshot(context, "reset-clip").pixel(75, 75) == .black)
    }

    /// A 20 x 20 image whose top half (its first rows) is opaque and bottom half transparent.
    func topHalfMask() throws -> CGImage {
        let context = try bitmapContext(width: 20, height: 20)
        context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))  // y up: rows 0-9 of the image
        return try #require(context.makeImage())
    }

    @Test("clip(to:mask:) places the mask as draw(_:in:) places an image: upright in a bitmap context, upside down in a UIKit one")
    func maskClip() throws {
        let mask = try topHalfMask()
        #expect(mask.pixel(5, 2).alpha == 255 && mask.pixel(5, 17).alpha == 0)
        let bitmap = try bitmapContext(width: 20, height: 20)
        bitmap.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        bitmap.setFillColor(.red)
        bitmap.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let upright = try snapshot(bitmap, "mask-bitmap")
        #expect(upright.pixel(5, 2) == .solidRed)
        #expect(upright.pixel(5, 17).alpha == 0)

        let uikit = try uikitContext(width: 20, height: 20)
        uikit.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        uikit.setFillColor(.red)
        uikit.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let flipped = try snapshot(uikit, "mask-uikit")
        #expect(flipped.pixel(5, 17) == .solidRed)
        #expect(flipped.pixel(5, 2).alpha == 0)
    }

    @Test("CTM order: translate then scale scales the translated space; scale then translate moves by scaled units")
    func ctmOrder() throws {
        let first = try uikitContext(width: 40, height: 10)
        first.translateBy(x: 10, y: 0)
        first.scaleBy(x: 2, y: 2)
        first.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let a = try snapshot(first, "ctm-translate-scale")
        #expect(a.pixel(15, 5) == .black && a.pixel(9, 5).alpha == 0 && a.pixel(22, 5).alpha == 0)

        let second = try uikitContext(width: 40, height: 10)
        second.scaleBy(x: 2, y: 2)
        second.translateBy(x: 10, y: 0)
        second.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let b = try snapshot(second, "ctm-scale-translate")
        #expect(b.pixel(25, 5) == .black && b.pixel(15, 5).alpha == 0)
    }

    @Test("rotate(by:) turns x towards y: clockwise on screen in a UIKit context")
    func rotation() throws {
        let context = try uikitContext(width: 40, height: 40)
        context.translateBy(x: 20, y: 20)
        context.rotate(by: .pi / 2)
        context.fill(CGRect(x: 0, y: -2, width: 15, height: 4))  // along +x before the turn
        let image = try snapshot(context, "rotate")
        #expect(image.pixel(20, 30) == .black, "+x now points down")
        #expect(image.pixel(30, 20).alpha == 0)
    }

    @Test("The CTM maps user space to Core Graphics' device space, which is y-up in pixels")
    func ctm() throws {
        let bitmap = try bitmapContext(width: 30, height: 20)
        #expect(bitmap.ctm == .identity)
        let uikit = try uikitContext(width: 50, height: 40, scale: 2)
        #expect(uikit.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 80))
        uikit.translateBy(x: 5, y: 5)
        #expect(uikit.convertToDeviceSpace(CGPoint(x: 0, y: 0)) == CGPoint(x: 10, y: 70))
        #expect(uikit.convertToUserSpace(CGPoint(x: 10, y: 70)) == CGPoint(x: 0, y: 0))
        #expect(uikit.userSpaceToDeviceSpaceTransform == uikit.ctm)
    }

    @Test("concatenate(_:) applies the transform before the current one")
    func concatenate() throws {
        let context = try uikitContext(width: 40, height: 10)
        context.translateBy(x: 10, y: 0)
        context.concatenate(CGAffineTransform(scaleX: 2, y: 2))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = try snapshot(context, "concatenate")
        #expect(image.pixel(15, 5) == .black && image.pixel(22, 5).alpha == 0)
    }

    @Test("restoreGState brings back the colors, transform, line width and clip saved")
    func saveRestore() throws {
        let context = try uikitContext(width: 20, height: 20)
        context.setFillColor(.red)
        context.setLineWidth(1)
        context.saveGState()
        context.setFillColor(.blue)
        context.translateBy(x: 10, y: 10)
        context.setLineWidth(8)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setAlpha(0.2)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = try snapshot(context, "save-restore")
        #expect(image.pixel(2, 2) == .solidRed)
        #expect(image.pixel(12, 12).alpha == 0)
        #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 20))
    }

    @Test("An unbalanced restoreGState is ignored")
    func unbalancedRestore() throws {
        let context = try uikitContext(width: 4, height: 4)
        context.setFillColor(.red)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(try snapshot(context, "unbalanced").pixel(1, 1) == .solidRed)
    }
}

/// `CGAffineTransform`'s arithmetic, as Apple documents it.
@Suite("Affine transforms")
struct AffineTransformTests {
    @Test("A point maps to (a·x + c·y + tx, b·x + d·y + ty)")
    func mapping() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6), "sizes ignore translation")
    }

    @Test("rotationAngle: a = cos, b = sin, c = -sin, d = cos")
    func rotation() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("t1.concatenating(t2) applies t1 first, then t2")
    func concatenating() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 0).applying(rotate.concatenating(move))
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
        let q = CGPoint(x: 1, y: 0).applying(move.concatenating(rotate))
        #expect(abs(q.x) < 1e-12 && abs(q.y - 11) < 1e-12)
    }

    @Test("translatedBy, scaledBy and rotated apply the new step before the existing transform")
    func prepending() {
        let p = CGPoint.zero.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0))
        #expect(p == CGPoint(x: 20, y: 0))
        let q = CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 3, y: 3))
        #expect(q == CGPoint(x: 13, y: 3))
        let r = CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi))
        #expect(abs(r.x - 9) < 1e-12 && abs(r.y) < 1e-12)
    }

    @Test("inverted() undoes the transform; a singular transform comes back unchanged")
    func inverse() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: 5)
        let p = CGPoint(x: 7, y: -3)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
    }

    @Test("rect.applying(t) is the bounding box of the transformed corners")
    func rectApplying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX + 20) < 1e-9 && abs(turned.minY) < 1e-9)
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
        let diamond = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(diamond.width - 2 * 2.0.squareRoot()) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }
}
