package import Typesetting

/// A snapshot as a strategy takes it: the format, and the fonts it depended on (recorded
/// beside the reference so a font change is reported as such).
public struct CapturedSnapshot<Format> {
    /// What is compared with the reference.
    public var format: Format
    /// The font faces the snapshot's text was set with.
    package var fonts: [FontFace]
    /// Notes for the failure message, e.g. render warnings.
    public var notes: [String]
    /// What fails the assertion besides the comparison, e.g. design check findings a
    /// strategy's policy does not accept; empty when nothing does.
    public var failures: [String] = []

    /// A snapshot of `format`, with `notes` for its failure message.
    public init(format: Format, notes: [String] = []) {
        self.init(format: format, fonts: [], notes: notes)
    }

    /// A snapshot of `format` whose text was set in `fonts`.
    package init(format: Format, fonts: [FontFace], notes: [String] = []) {
        self.format = format
        self.fonts = fonts
        self.notes = notes
    }
}
