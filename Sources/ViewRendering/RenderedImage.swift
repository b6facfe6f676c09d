/// What a render produces: the image and what a reviewer needs to trust it.
public struct RenderedImage: Sendable {
    /// The pixels, at the traits' display scale.
    public var bitmap: Bitmap
    /// The size in points.
    public var size: CGSize
    /// Warnings: truncation, missing glyphs, conflicts, what could not be shown.
    public var warnings: [RenderWarning]
    /// The font faces the text was drawn with, in order of first use.
    public var faces: [FontFace]
}
