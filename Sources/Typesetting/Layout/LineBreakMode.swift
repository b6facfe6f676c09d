/// How text that does not fit is wrapped or cut, with UILabel's names and meanings.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Wrap at word boundaries (and, in Japanese, between characters where kinsoku allows);
    /// text past the line limit is not shown.
    case byWordWrapping
    /// Wrap between any two characters.
    case byCharWrapping
    /// Wrap at words; the last line runs on and is clipped at the edge.
    case byClipping
    /// Wrap at words; the last line starts with "…" and shows the end of the text.
    case byTruncatingHead
    /// Wrap at words; the last line ends with "…" (UILabel's default).
    case byTruncatingTail
    /// Wrap at words; the last line shows the start and the end with "…" between.
    case byTruncatingMiddle
}
