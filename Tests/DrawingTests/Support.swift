import Foundation
import Rendering
import Testing
@testable import CoreGraphics
@testable import QuartzCore

/// A context as UIKit makes one: y down, one unit a point, `scale` pixels a point.
func uikitContext(width: Int, height: Int, scale: CGFloat = 1) throws -> CGContext {
    let storage = try SurfaceStorage.make(pixelWidth: Int((CGFloat(width) * scale).rounded(.up)), pixelHeight: Int((CGFloat(height) * scale).rounded(.up)))
    return try CGContext(storage: storage, scale: scale)
}

/// A bitmap context as Core Graphics makes one: y up, one unit a pixel, premultiplied RGBA.
func bitmapContext(width: Int, height: Int) throws -> CGContext {
    try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                           space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
}

/// The image of what `context` holds, written to /tmp/drawing-tests/`name`.png to look at.
@discardableResult
func snapshot(_ context: CGContext, _ name: String) throws -> CGImage {
    let image = try #require(context.makeImage())
    let folder = URL(fileURLWithPath: "/tmp/drawing-tests")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? image.bitmap.pngData().write(to: folder.appendingPathComponent("\(name).png"))
    return image
}

extension CGImage {
    /// The pixel in column `x`, row `y` counted from the top of the image.
    func pixel(_ x: Int, _ y: Int) -> Pixel { bitmap.pixel(x: x, y: y) }
}

extension Pixel {
    static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    static let black = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
    static let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    static let solidRed = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let solidGreen = Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    static let solidBlue = Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    /// Whether every component is within `tolerance` of `other`'s.
    func isClose(to other: Pixel, tolerance: Int = 2) -> Bool { distance(to: other) <= tolerance }
}

extension CGColor {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
}
