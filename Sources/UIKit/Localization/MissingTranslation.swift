import Foundation

/// A text a render looked up that its string tables have in no form of the render's
/// language: the default value was shown instead (`LocalizationLookup`). Recorded in the
/// render's diagnostics, so the render names it (a warning and a design finding).
package struct MissingTranslation: Hashable, Sendable {
    /// The key looked up.
    package var key: String
    /// The table's name (`Localizable` when the call named none).
    package var table: String
    /// The language it was looked up in.
    package var language: String
    /// What was shown instead: the default value, formatted.
    package var shown: String

    /// Notes it in the diagnostics of the render running now, if one is.
    package func record() {
        RenderDiagnostics.current?.record(self)
    }

    /// The translations the render `diagnostics` noted missing, each once.
    package static func all(in diagnostics: RenderDiagnostics) -> [MissingTranslation] {
        var seen = Set<MissingTranslation>()
        return diagnostics.records(of: MissingTranslation.self).filter { seen.insert($0).inserted }
    }
}
