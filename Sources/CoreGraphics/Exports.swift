// Apple's CoreGraphics brings Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect) and
// CoreFoundation's names (CFString, CFArray, ...) with it; so does this module, which adds
// what Foundation on Linux lacks.
@_exported import Foundation
@_exported import ObjectiveC
