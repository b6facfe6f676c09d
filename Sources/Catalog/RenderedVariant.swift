import ViewKit

/// A variant rendered in one environment, with what a reviewer needs beside the image.
public struct RenderedVariant: Sendable {
    public var entry: String
    public var variant: String
    public var environment: String
    public var image: RenderedImage
    /// The inspectable properties and their values.
    public var inspectables: [InspectableValue]
    /// The view's intrinsic content size (`noIntrinsicMetric` where undefined).
    public var intrinsicSize: Size
    /// For each label in the view, the font faces its text used.
    public var labelFonts: [LabelFonts]

    /// Layout conflicts, missing glyphs and truncated text found while rendering.
    public var warnings: [RenderWarning] { image.warnings }

    public struct InspectableValue: Hashable, Sendable {
        public var name: String
        public var value: String
    }

    public struct LabelFonts: Hashable, Sendable {
        public var viewPath: String
        public var text: String
        public var faces: [String]
    }
}
