import Typesetting

/// A snapshot as a strategy takes it: the format, and the fonts it depended on (recorded
/// beside the reference so a font change is reported as such).
public struct CapturedSnapshot<Format> {
    public var format: Format
    /// The font faces the snapshot's text was set with.
    public var fonts: [FontFace]
    /// Notes for the failure message, e.g. render warnings.
    public var notes: [String]

    public init(format: Format, fonts: [FontFace] = [], notes: [String] = []) {
        self.format = format
        self.fonts = fonts
        self.notes = notes
    }
}
