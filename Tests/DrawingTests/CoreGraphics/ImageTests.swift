import Foundation
import Rendering
import Testing
@testable import CoreGraphics

/// Gradients, images and bitmap contexts over caller memory (docs/DRAWING.md, "Gradients",
/// "Images", "Bitmap contexts").
@Suite("Gradients, images and bitmap contexts")
struct ImageTests {
    func redToBlue() throws -> CGGradient {
        try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [CGColor.red, CGColor.blue] as CFArray, locations: nil))
    }

    func linear(_ options: CGGradientDrawingOptions) throws -> CGImage {
        let context = try uikitContext(width: 40, height: 10)
        context.drawLinearGradient(try redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: options)
        return try snapshot(context, "linear-\(options.rawValue)")
    }

    @Test("A linear gradient fills between its ends, and past them only as the options say")
    func linearGradient() throws {
        let none = try linear([])
        #expect(none.pixel(5, 5).alpha == 0 && none.pixel(35, 5).alpha == 0)
        let middle = none.pixel(20, 5)
        #expect(middle.alpha == 255 && abs(Int(middle.red) - Int(middle.blue)) < 20, "\(middle)")
        #expect(none.pixel(11, 5).red > 230 && none.pixel(29, 5).blue > 230)
        let before = try linear(.drawsBeforeStartLocation)
        #expect(before.pixel(5, 5) == .solidRed && before.pixel(35, 5).alpha == 0)
        let both = try linear([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(5, 5) == .solidRed && both.pixel(35, 5) == .solidBlue)
    }

    func radial(_ options: CGGradientDrawingOptions) throws -> CGImage {
        let context = try uikitContext(width: 40, height: 40)
        context.drawRadialGradient(try redToBlue(), startCenter: CGPoint(x: 20, y: 20), startRadius: 5,
                                   endCenter: CGPoint(x: 20, y: 20), endRadius: 15, options: options)
        return try snapshot(context, "radial-\(options.rawValue)")
    }

    @Test("A radial gradient fills between its circles; inside the start and outside the end only as the options say")
    func radialGradient() throws {
        let none = try radial([])
        #expect(none.pixel(20, 20).alpha == 0, "inside the start circle")
        #expect(none.pixel(38, 20).alpha == 0, "outside the end circle")
        #expect(none.pixel(30, 20).alpha == 255)
        let both = try radial([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(20, 20) == .solidRed && both.pixel(38, 20) == .solidBlue)
        let after = try radial(.drawsAfterEndLocation)
        #expect(after.pixel(20, 20).alpha == 0 && after.pixel(38, 20) == .solidBlue)
    }

    @Test("A conic gradient sweeps from the angle given, growing with the angle, and covers the clip opaquely")
    func conicGradient() throws {
        let context = try bitmapContext(width: 40, height: 40)
        context.drawConicGradient(try redToBlue(), center: CGPoint(x: 20, y: 20), angle: 0)
        let image = try snapshot(context, "conic")
        #expect(image.bitmap.pixels().allSatisfy { $0.alpha == 255 }, "no seams between the wedges")
        // y up: a quarter turn counterclockwise from +x is the top of the image.
        let start = image.pixel(36, 18), quarter = image.pixel(20, 4), threeQuarters = image.pixel(20, 36)
        #expect(start.red > 230, "\(start)")
        #expect(quarter.red > threeQuarters.red && abs(Int(quarter.red) - 191) < 16, "\(quarter)")
    }

    @Test("Gradient locations place the colors; gradients fill only the clip")
    func gradientLocations() throws {
        var locations: [CGFloat] = [0, 0.25]
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor.red, CGColor.blue] as CFArray, locations: &locations))
        let context = try uikitContext(width: 40, height: 10)
        context.clip(to: CGRect(x: 0, y: 0, width: 30, height: 10))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 40, y: 0), options: [.drawsAfterEndLocation])
        let image = try snapshot(context, "gradient-locations")
        #expect(image.pixel(15, 5) == .solidBlue, "blue from a quarter of the way on")
        #expect(image.pixel(35, 5).alpha == 0, "clipped")
    }

    /// A 20 x 20 image: red in its top half (first rows), blue in its bottom half.
    func redOverBlue() throws -> CGImage {
        let context = try bitmapContext(width: 20, height: 20)
        context.setFillColor(.blue)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.setFillColor(.red)
        context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        return try snapshot(context, "red-over-blue")
    }

    @Test("A bitmap context's image has its top row at the context's maximum y")
    func bitmapOrientation() throws {
        let image = try redOverBlue()
        #expect(image.width == 20 && image.height == 20)
        #expect(image.pixel(5, 2) == .solidRed && image.pixel(5, 17) == .solidBlue)
    }

    @Test("draw(_:in:) is upright in a bitmap context and upside down in a UIKit context")
    func drawImage() throws {
        let image = try redOverBlue()
        let bitmap = try bitmapContext(width: 20, height: 20)
        bitmap.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let upright = try snapshot(bitmap, "draw-bitmap")
        #expect(upright.pixel(5, 2) == .solidRed && upright.pixel(5, 17) == .solidBlue)

        let uikit = try uikitContext(width: 20, height: 20)
        uikit.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let flipped = try snapshot(uikit, "draw-uikit")
        #expect(flipped.pixel(5, 2) == .solidBlue && flipped.pixel(5, 17) == .solidRed)
    }

    @Test("The usual flip (translate by the height, scale y by -1) draws upright in a UIKit context")
    func flippedDraw() throws {
        let uikit = try uikitContext(width: 20, height: 20)
        uikit.translateBy(x: 0, y: 20)
        uikit.scaleBy(x: 1, y: -1)
        uikit.draw(try redOverBlue(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try snapshot(uikit, "draw-uikit-flipped")
        #expect(image.pixel(5, 2) == .solidRed && image.pixel(5, 17) == .solidBlue)
    }

    @Test("Images stretch to the rectangle; interpolation none keeps hard pixel edges")
    func stretch() throws {
        let small = try bitmapContext(width: 2, height: 1)
        small.setFillColor(.red)
        small.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(small.makeImage())
        let context = try uikitContext(width: 40, height: 10)
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 0, y: 0, width: 40, height: 10))
        let drawn = try snapshot(context, "stretch")
        #expect(drawn.pixel(19, 5) == .solidRed && drawn.pixel(20, 5).alpha == 0)
    }

    @Test("cropping(to:) takes pixels counted from the image's top left; empty crops are nil")
    func cropping() throws {
        let image = try redOverBlue()
        let top = try #require(image.cropping(to: CGRect(x: 0, y: 0, width: 20, height: 10)))
        #expect(top.width == 20 && top.height == 10)
        #expect(top.pixel(3, 3) == .solidRed && top.pixel(3, 9) == .solidRed)
        let corner = try #require(image.cropping(to: CGRect(x: 15, y: 15, width: 100, height: 100)))
        #expect(corner.width == 5 && corner.height == 5, "clipped to the image")
        #expect(corner.pixel(0, 0) == .solidBlue)
        #expect(image.cropping(to: CGRect(x: 50, y: 50, width: 5, height: 5)) == nil)
    }

    @Test("makeImage() is a snapshot: later drawing does not change it")
    func makeImageCopies() throws {
        let context = try bitmapContext(width: 4, height: 4)
        let before = try #require(context.makeImage())
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(before.pixel(1, 1).alpha == 0)
        #expect(try #require(context.makeImage()).pixel(1, 1) == .black)
    }

    /// Bytes of a 2 x 2 context over caller memory after filling its bottom row (user y 0) red.
    func bytes(_ info: UInt32, color: CGColor = .red) throws -> [UInt8] {
        var memory = [UInt8](repeating: 0, count: 16)
        memory.withUnsafeMutableBytes { buffer in
            guard let context = CGContext(data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return }
            context.setFillColor(color)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        return memory
    }

    @Test("Bitmap contexts write the caller's memory in the layout asked for, top row first, with no flush")
    func callerMemory() throws {
        let rgba = try bytes(CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(Array(rgba[0..<8]) == [0, 0, 0, 0, 0, 0, 0, 0], "the first row in memory is the top of the context")
        #expect(Array(rgba[8..<12]) == [255, 0, 0, 255])
        let argb = try bytes(CGImageAlphaInfo.premultipliedFirst.rawValue)
        #expect(Array(argb[8..<12]) == [255, 255, 0, 0])
        let bgra = try bytes(CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        #expect(Array(bgra[8..<12]) == [0, 0, 255, 255])
        let abgr = try bytes(CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        #expect(Array(abgr[8..<12]) == [255, 0, 0, 255])
        let rgbx = try bytes(CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)
        #expect(Array(rgbx[8..<11]) == [255, 0, 0])
        let bgrx = try bytes(CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        #expect(Array(bgrx[8..<11]) == [0, 0, 255])
    }

    @Test("Premultiplied layouts store color times alpha")
    func premultiplied() throws {
        let half = try bytes(CGImageAlphaInfo.premultipliedLast.rawValue, color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(abs(Int(half[8]) - 128) <= 1 && half[9] == 0 && abs(Int(half[11]) - 128) <= 1)
    }

    @Test("A bitmap context starts from the caller's pixels")
    func existingPixels() throws {
        var memory: [UInt8] = [0, 0, 255, 255, 0, 0, 255, 255]  // two opaque blue pixels, RGBA
        let image = memory.withUnsafeMutableBytes { buffer -> CGImage? in
            let context = CGContext(data: buffer.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            context?.setFillColor(.red)
            context?.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            return context?.makeImage()
        }
        let drawn = try #require(image)
        #expect(drawn.pixel(0, 0) == .solidBlue && drawn.pixel(1, 0) == .solidRed)
        #expect(Array(memory[4..<8]) == [255, 0, 0, 255])
    }

    @Test("Layouts Core Graphics does not support for RGB make no context", arguments: [
        (8, CGImageAlphaInfo.last.rawValue), (8, CGImageAlphaInfo.first.rawValue), (8, CGImageAlphaInfo.none.rawValue),
    ])
    func unsupported(bits: Int, info: UInt32) {
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: bits, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) == nil)
    }

    @Test("Empty, impossible or huge sizes make no context", arguments: [(0, 10), (-1, 10), (10, 0), (100_000, 100_000)])
    func badSizes(width: Int, height: Int) {
        #expect(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("A bitmap context reports its size and layout")
    func properties() throws {
        let context = try bitmapContext(width: 30, height: 20)
        #expect(context.width == 30 && context.height == 20)
        #expect(context.bitsPerComponent == 8 && context.bitsPerPixel == 32)
        #expect(context.bytesPerRow >= 120)
    }
}
