import Foundation
import Rendering
import Testing
@testable import CoreGraphics
@testable import QuartzCore

/// How a layer tree composites (docs/DRAWING.md, "Layer compositing", "Corners and borders",
/// "Layer shadows").
@Suite("Layer compositing")
struct LayerCompositingTests {
    @Test("Sublayers draw in order, a higher zPosition in front whatever the order")
    func order() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 30, height: 20), .red))
        root.addSublayer(layer(CGRect(x: 10, y: 0, width: 30, height: 20), .blue))
        let lifted = layer(CGRect(x: 0, y: 0, width: 15, height: 20), .green)
        lifted.zPosition = 1
        root.insertSublayer(lifted, at: 0)
        let image = try render(root, "order")
        #expect(image.pixel(20, 10) == .solidBlue)
        #expect(image.pixel(5, 10) == .solidGreen)
        #expect(image.pixel(12, 10) == .solidGreen)
    }

    @Test("A hidden layer hides its sublayers")
    func hidden() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let parent = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        parent.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), .blue))
        parent.isHidden = true
        root.addSublayer(parent)
        #expect(try render(root, "hidden").bitmap.pixels().allSatisfy { $0.alpha == 0 })
    }

    @Test("opacity composites the layer and its sublayers as one group")
    func groupOpacity() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 20), .white)
        let group = layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        group.opacity = 0.5
        group.addSublayer(layer(CGRect(x: 0, y: 0, width: 30, height: 20), .red))
        group.addSublayer(layer(CGRect(x: 10, y: 0, width: 30, height: 20), .blue))
        root.addSublayer(group)
        let image = try render(root, "group-opacity")
        #expect(image.pixel(20, 10).isClose(to: Pixel(red: 127, green: 127, blue: 255, alpha: 255)), "\(image.pixel(20, 10))")
        #expect(image.pixel(5, 10).isClose(to: Pixel(red: 255, green: 127, blue: 127, alpha: 255)))
    }

    @Test("Without group opacity each sublayer gets the opacity and overlaps show through")
    func ungroupedOpacity() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 20), .white)
        let group = layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        group.opacity = 0.5
        group.allowsGroupOpacity = false
        group.addSublayer(layer(CGRect(x: 0, y: 0, width: 30, height: 20), .red))
        group.addSublayer(layer(CGRect(x: 10, y: 0, width: 30, height: 20), .blue))
        root.addSublayer(group)
        let overlap = try render(root, "ungrouped-opacity").pixel(20, 10)
        #expect(overlap.isClose(to: Pixel(red: 128, green: 64, blue: 191, alpha: 255), tolerance: 3), "\(overlap)")
    }

    @Test("masksToBounds clips the sublayers to the rounded bounds")
    func masksToBounds() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60))
        let clip = layer(CGRect(x: 10, y: 10, width: 40, height: 40))
        clip.cornerRadius = 20
        clip.masksToBounds = true
        clip.addSublayer(layer(CGRect(x: -10, y: -10, width: 60, height: 60), .red))
        root.addSublayer(clip)
        let image = try render(root, "masks-to-bounds")
        #expect(image.pixel(30, 30) == .solidRed)
        #expect(image.pixel(5, 30).alpha == 0, "outside the bounds")
        #expect(image.pixel(13, 13).alpha == 0, "outside the rounded corner")
        #expect(image.pixel(30, 11) == .solidRed)
    }

    @Test("mask keeps the layer where the mask layer's alpha is, whatever its color")
    func mask() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        let masked = layer(CGRect(x: 0, y: 0, width: 40, height: 20), .red)
        let maskLayer = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .blue)
        masked.mask = maskLayer
        root.addSublayer(masked)
        let image = try render(root, "mask")
        #expect(image.pixel(5, 10) == .solidRed)
        #expect(image.pixel(30, 10).alpha == 0)

        let half = layer(CGRect(x: 0, y: 0, width: 40, height: 20), .red)
        half.mask = layer(CGRect(x: 0, y: 0, width: 40, height: 20), CGColor(gray: 0, alpha: 0.5))
        let image2 = try render(half, "mask-half")
        #expect(abs(Int(image2.pixel(10, 10).alpha) - 128) <= 2 && image2.pixel(10, 10).red == 255)
    }

    @Test("The mask is placed in the masked layer's coordinates")
    func maskPlacement() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 40))
        let masked = layer(CGRect(x: 20, y: 10, width: 40, height: 20), .red)
        masked.mask = layer(CGRect(x: 0, y: 0, width: 10, height: 20), .black)
        root.addSublayer(masked)
        let image = try render(root, "mask-placement")
        #expect(image.pixel(25, 20) == .solidRed)
        #expect(image.pixel(35, 20).alpha == 0)
    }

    @Test("Backgrounds round their corners; maskedCorners picks which")
    func corners() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = layer(CGRect(x: 0, y: 0, width: 40, height: 40), .red)
        card.cornerRadius = 10
        card.maskedCorners = [.layerMinXMinYCorner]
        root.addSublayer(card)
        let image = try render(root, "masked-corners")
        #expect(image.pixel(0, 0).alpha == 0, "top left (minX minY in a y-down layer) is rounded")
        #expect(image.pixel(39, 0) == .solidRed && image.pixel(0, 39) == .solidRed && image.pixel(39, 39) == .solidRed)
        #expect(image.pixel(5, 5) == .solidRed)
    }

    @Test("cornerRadius beyond half the shorter side makes a capsule, not a bigger curve")
    func capsule() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 80, height: 20), .red)
        root.cornerRadius = 50
        let image = try render(root, "capsule")
        #expect(image.pixel(40, 0) == .solidRed && image.pixel(40, 19) == .solidRed, "the long sides stay straight")
        #expect(image.pixel(0, 0).alpha == 0)
        #expect(image.pixel(0, 10).alpha > 100, "the ends are half circles touching the sides")
    }

    /// A 100 x 100 layer with continuous corners of radius 20, rendered.
    func continuousCard() throws -> CGImage {
        let card = layer(CGRect(x: 0, y: 0, width: 100, height: 100), .black)
        card.cornerRadius = 20
        card.cornerCurve = .continuous
        return try render(card, "continuous-corners")
    }

    @Test("Continuous corners begin further along the edge than circular ones, and sit inside them")
    func continuous() throws {
        let smooth = try continuousCard()
        let circular = layer(CGRect(x: 0, y: 0, width: 100, height: 100), .black)
        circular.cornerRadius = 20
        let round = try render(circular, "circular-corners")
        // A circular corner of radius 20 leaves the top edge at x = 20; a continuous one about 1.53 × 20.
        #expect(round.pixel(24, 0).alpha == 255)
        #expect(smooth.pixel(24, 0).alpha < 255)
        #expect(smooth.pixel(32, 0).alpha > 200)
        // The continuous curve hugs the circle at the diagonal and stays inside it elsewhere.
        for y in 0..<20 {
            for x in 0..<20 { #expect(Int(smooth.pixel(x, y).alpha) <= Int(round.pixel(x, y).alpha) + 24, "(\(x), \(y))") }
        }
    }

    @Test("Continuous corners are symmetric and leave no gaps")
    func continuousSymmetric() throws {
        let image = try continuousCard()
        for y in 0..<100 {
            for x in 0..<50 {
                let a = image.pixel(x, y).alpha, b = image.pixel(99 - x, y).alpha, c = image.pixel(x, 99 - y).alpha, d = image.pixel(y, x).alpha
                #expect(abs(Int(a) - Int(b)) <= 6 && abs(Int(a) - Int(c)) <= 6 && abs(Int(a) - Int(d)) <= 6, "(\(x), \(y))")
            }
        }
        for i in 7..<93 { #expect(image.pixel(i, i).alpha == 255 && image.pixel(i, 99 - i).alpha == 255) }
        for i in 40..<60 { #expect(image.pixel(i, 0).alpha == 255 && image.pixel(0, i).alpha == 255) }
    }

    @Test("Large continuous radii give way smoothly to a capsule: less ink as the radius grows, no jump")
    func continuousToCapsule() throws {
        func ink(_ radius: CGFloat, _ curve: CALayerCornerCurve) throws -> Int {
            let pill = layer(CGRect(x: 0, y: 0, width: 100, height: 40), .black)
            pill.cornerRadius = radius
            pill.cornerCurve = curve
            return try render(pill, "pill-\(curve.rawValue)-\(Int(radius))").bitmap.pixels().reduce(0) { $0 + Int($1.alpha) }
        }
        var previous = Int.max
        for radius in stride(from: CGFloat(8), through: 20, by: 1) {
            let amount = try ink(radius, .continuous)
            #expect(amount < previous, "radius \(radius)")
            #expect(previous == Int.max || previous - amount < 255 * 40, "no jump at radius \(radius)")
            previous = amount
        }
        #expect(abs(try ink(20, .continuous) - ink(20, .circular)) < 255 * 2, "at half the height both are a capsule")
    }

    @Test("The border is inside the bounds, follows the corners, and is drawn over the sublayers")
    func border() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let box = layer(CGRect(x: 0, y: 0, width: 40, height: 40), .white)
        box.borderWidth = 4
        box.borderColor = .red
        box.addSublayer(layer(CGRect(x: 0, y: 0, width: 40, height: 40), .blue))
        root.addSublayer(box)
        let image = try render(root, "border")
        #expect(image.pixel(1, 20) == .solidRed && image.pixel(3, 20) == .solidRed)
        #expect(image.pixel(5, 20) == .solidBlue)
        #expect(image.pixel(20, 38) == .solidRed)

        let rounded = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        rounded.cornerRadius = 10
        rounded.borderWidth = 2
        rounded.borderColor = .red
        let ring = try render(rounded, "border-rounded")
        #expect(ring.pixel(0, 0).alpha == 0 && ring.pixel(20, 0) == .solidRed && ring.pixel(20, 20).alpha == 0)
    }

    @Test("The default border color is opaque black; a width of 0 draws none")
    func borderDefaults() throws {
        let box = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(box.borderWidth == 0)
        #expect(try render(box, "border-none").bitmap.pixels().allSatisfy { $0.alpha == 0 })
        box.borderWidth = 1
        #expect(try render(box, "border-default").pixel(0, 10) == .black)
    }
}

@Suite("Layer shadows")
struct LayerShadowTests {
    func shadowed(_ configure: (CALayer) -> Void) -> CALayer {
        let root = layer(CGRect(x: 0, y: 0, width: 80, height: 80))
        let card = layer(CGRect(x: 20, y: 20, width: 40, height: 40), .red)
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = CGSize(width: 0, height: 10)
        configure(card)
        root.addSublayer(card)
        return root
    }

    @Test("Defaults: no shadow (opacity 0), black, radius 3, offset (0, -3): up")
    func defaults() throws {
        let layer = CALayer()
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1) || layer.shadowColor?.components == [0, 1])
        let root = shadowed { $0.shadowOffset = CGSize(width: 0, height: -3) }
        let image = try render(root, "shadow-default-offset")
        #expect(image.pixel(40, 18) == .black, "the default offset puts the shadow above the layer")
        #expect(image.pixel(40, 61).alpha == 0)
    }

    @Test("A positive offset height puts the shadow below the layer")
    func offsetDown() throws {
        let image = try render(shadowed { _ in }, "shadow-down")
        #expect(image.pixel(40, 40) == .solidRed)
        #expect(image.pixel(40, 65) == .black)
        #expect(image.pixel(40, 15).alpha == 0)
    }

    @Test("shadowOpacity and shadowColor set the shadow's color; shadowRadius softens it")
    func colorAndRadius() throws {
        let image = try render(shadowed {
            $0.shadowOpacity = 0.5
            $0.shadowColor = CGColor.blue
        }, "shadow-color")
        let pixel = image.pixel(40, 65)
        #expect(pixel.blue == 255 && abs(Int(pixel.alpha) - 128) <= 2)

        let soft = try render(shadowed { $0.shadowRadius = 6 }, "shadow-soft")
        let edge = soft.pixel(40, 72)
        #expect(edge.alpha > 10 && edge.alpha < 160, "a soft lower edge: \(edge)")
        #expect(soft.pixel(40, 64).alpha > 150)
    }

    @Test("shadowPath shapes the shadow, whatever the layer draws")
    func shadowPath() throws {
        let image = try render(shadowed {
            $0.shadowOffset = .zero
            $0.shadowPath = CGPath(rect: CGRect(x: -15, y: 0, width: 10, height: 40), transform: nil)
        }, "shadow-path")
        #expect(image.pixel(10, 40) == .black)
        #expect(image.pixel(40, 65).alpha == 0)
    }

    @Test("Without a background, the shadow comes from what the layer shows: its sublayers")
    func shadowFromSublayers() throws {
        let image = try render(shadowed {
            $0.backgroundColor = nil
            $0.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), .blue))
        }, "shadow-sublayers")
        #expect(image.pixel(25, 25) == .solidBlue)
        #expect(image.pixel(25, 35) == .black)
        #expect(image.pixel(45, 45).alpha == 0, "no shadow where nothing is drawn")
    }

    @Test("masksToBounds on the same layer clips its shadow away")
    func clippedShadow() throws {
        let image = try render(shadowed { $0.masksToBounds = true }, "shadow-clipped")
        #expect(image.pixel(40, 65).alpha == 0)
        #expect(image.pixel(40, 40) == .solidRed)
    }

    @Test("A rounded layer's shadow follows its corners")
    func roundedShadow() throws {
        let image = try render(shadowed {
            $0.cornerRadius = 20
            $0.shadowOffset = CGSize(width: 0, height: 30)
        }, "shadow-rounded")
        #expect(image.pixel(40, 75) == .black)
        #expect(image.pixel(21, 51).alpha == 0, "outside the round card and its round shadow")
    }
}
