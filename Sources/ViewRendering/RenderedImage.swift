import Foundation
package import Rendering

/// What a render produces: the image and what a reviewer needs to trust it.
public struct RenderedImage: Sendable {
    /// The pixels, at the traits' display scale.
    package var bitmap: Bitmap
    /// The size in points.
    public var size: CGSize
    /// Warnings: truncation, missing glyphs, conflicts, what could not be shown.
    public var warnings: [RenderWarning]
    /// The font faces the text was drawn with, in order of first use.
    public var faces: [RenderedFontFace]
    /// What the design checks found (docs/DESIGN-CHECKS.md). The checks that measure pixels
    /// (contrast) run when this is first read.
    public var findings: [DesignFinding] {
        get { designFindings.all }
        set { designFindings = DesignFindings(newValue) }
    }
    /// The findings, some possibly still to measure.
    package var designFindings: DesignFindings

    package init(bitmap: Bitmap, size: CGSize, warnings: [RenderWarning], faces: [RenderedFontFace], findings: [DesignFinding] = []) {
        self.init(bitmap: bitmap, size: size, warnings: warnings, faces: faces, designFindings: DesignFindings(findings))
    }

    package init(bitmap: Bitmap, size: CGSize, warnings: [RenderWarning], faces: [RenderedFontFace], designFindings: DesignFindings) {
        self.bitmap = bitmap
        self.size = size
        self.warnings = warnings
        self.faces = faces
        self.designFindings = designFindings
    }

    /// The image: `scale` pixels per point, premultiplied alpha, in sRGB.
    public var cgImage: CGImage { CGImage(bitmap: bitmap) }

    /// Pixels per point: the display scale of the environment's traits.
    public var scale: CGFloat { CGFloat(bitmap.scale) }

    /// The image as PNG bytes (straight alpha, sRGB, no time stamps: the same pixels give the
    /// same bytes).
    public func pngData() throws(RenderError) -> Data {
        do {
            return try bitmap.pngData()
        } catch {
            throw .image(error.description)
        }
    }
}
