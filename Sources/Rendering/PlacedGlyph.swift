import Foundation

/// A glyph id and where its origin (on the baseline) goes, in points.
public struct PlacedGlyph: Hashable, Sendable {
    public var id: UInt32
    public var position: CGPoint

    public init(id: UInt32, position: CGPoint) {
        self.id = id
        self.position = position
    }
}
