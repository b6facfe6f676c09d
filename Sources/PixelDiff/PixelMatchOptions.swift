import Rendering

/// Options of the pixelmatch-compatible differ; the defaults are pixelmatch 7.x's.
public struct PixelMatchOptions: Hashable, Sendable {
    /// Matching threshold from 0 to 1 on the YIQ colour distance; smaller is more sensitive.
    public var threshold: Double
    /// Count anti-aliased pixels as different instead of leaving them out.
    public var includeAntialiasing: Bool
    /// Opacity of the faded reference under the highlights in the diff image.
    public var alpha: Double
    /// Highlight for anti-aliased pixels in the diff image (yellow).
    public var antialiasingColor: Pixel
    /// Highlight for different pixels (red).
    public var diffColor: Pixel
    /// Highlight for pixels where the second image is darker, when set.
    public var diffColorAlt: Pixel?
    /// Draw only the highlights, over transparency.
    public var diffMask: Bool

    public init(
        threshold: Double = 0.1,
        includeAntialiasing: Bool = false,
        alpha: Double = 0.1,
        antialiasingColor: Pixel = Pixel(red: 255, green: 255, blue: 0, alpha: 255),
        diffColor: Pixel = Pixel(red: 255, green: 0, blue: 0, alpha: 255),
        diffColorAlt: Pixel? = nil,
        diffMask: Bool = false
    ) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
        self.alpha = alpha
        self.antialiasingColor = antialiasingColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }
}
