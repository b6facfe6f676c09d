import Foundation
import Rendering
import Testing
@testable import CoreGraphics
@testable import QuartzCore

/// A layer with `frame` and `color` as its background.
func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// `root` rendered into a UIKit context of its bounds' size at `scale`, saved to look at.
func render(_ root: CALayer, _ name: String, scale: CGFloat = 1) throws -> CGImage {
    let context = try uikitContext(width: Int(root.bounds.width), height: Int(root.bounds.height), scale: scale)
    root.render(in: context)
    return try snapshot(context, "layer-\(name)")
}

/// A `width` x `height` image made in a bitmap context by `draw` (user space y up).
func makeImage(width: Int, height: Int, _ draw: (CGContext) -> Void) throws -> CGImage {
    let context = try bitmapContext(width: width, height: height)
    draw(context)
    return try #require(context.makeImage())
}
