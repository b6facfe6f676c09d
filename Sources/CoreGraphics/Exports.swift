// Apple's CoreGraphics brings Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect) with
// it; so does this module, which adds what Foundation on Linux lacks.
@_exported import Foundation
