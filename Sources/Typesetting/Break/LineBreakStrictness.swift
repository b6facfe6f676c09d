/// How strictly Japanese line-breaking rules (kinsoku shori) apply, as CSS `line-break` and
/// ICU's `@lb=` locale keyword define them.
public enum LineBreakStrictness: String, Hashable, Sendable, CaseIterable, Codable {
    /// Small kana, the prolonged sound mark ー and iteration marks never start a line
    /// (JIS X 4051's rules in full). The default.
    case strict
    /// Small kana and ー may start a line.
    case normal
    /// Fewer restrictions still, for narrow columns.
    case loose

    /// The ICU locale for `language` with this strictness, e.g. `ja@lb=strict`.
    func icuLocale(for language: Language) -> String {
        let base = language.identifier.replacingOccurrencesOfHyphens()
        return "\(base)@lb=\(rawValue)"
    }
}

private extension String {
    func replacingOccurrencesOfHyphens() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
