/// What the differ found.
public struct PixelMatchResult: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Pixels whose colour distance passes the threshold and that are not anti-aliasing:
    /// pixelmatch's count.
    public var differentPixels: Int
    /// Pixels over the threshold left out as anti-aliasing.
    public var antialiasedPixels: Int

    /// The share of pixels that differ, from 0 to 1.
    public var differentFraction: Double {
        width * height == 0 ? 0 : Double(differentPixels) / Double(width * height)
    }
}
