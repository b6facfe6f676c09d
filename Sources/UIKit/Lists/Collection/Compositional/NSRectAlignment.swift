import Foundation

/// Where a boundary supplementary item sits on its section or layout, UIKit's
/// `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
