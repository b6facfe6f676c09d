import Geometry

/// A glyph id and where its origin (on the baseline) goes, in points.
public struct PlacedGlyph: Hashable, Sendable {
    public var id: UInt32
    public var position: Point

    public init(id: UInt32, position: Point) {
        self.id = id
        self.position = position
    }
}
