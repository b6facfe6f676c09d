/// A catalog item rendered, with what a reviewer needs beside the image.
public struct RenderedVariant: Sendable {
    /// The item rendered.
    public var item: CatalogItem
    /// The image, its size, warnings and fonts.
    public var image: RenderedImage
    /// The inspectable properties and their values.
    public var inspectables: [InspectableValue]
    /// The view's intrinsic content size (`noIntrinsicMetric` where undefined).
    public var intrinsicSize: CGSize
    /// For each label in the view, the font faces its text used.
    public var labelFonts: [LabelFonts]

    /// Layout conflicts, missing glyphs and truncated text found while rendering.
    public var warnings: [RenderWarning] { image.warnings }

    /// Every font face the image's text used.
    public var fonts: [RenderedFontFace] { image.faces }

    /// An inspectable property's value as text.
    public struct InspectableValue: Hashable, Sendable {
        /// The property's name, as Interface Builder shows it.
        public var name: String
        /// The value as text.
        public var value: String
    }

    /// The faces one label's text was set with.
    public struct LabelFonts: Hashable, Sendable {
        /// Where the label sits in the hierarchy.
        public var viewPath: String
        /// The label's text.
        public var text: String
        /// The faces, in order of first use.
        public var faces: [RenderedFontFace]
    }
}
