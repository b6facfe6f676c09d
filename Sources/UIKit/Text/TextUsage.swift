import Foundation
package import Typesetting

/// What text a render drew: the faces used and the characters no face could draw, recorded
/// in the render's diagnostics so it can list its fonts and warn about missing glyphs.
package enum TextUsage {
    package struct Entry: Sendable {
        /// Where the text was drawn (a label's place in the tree), when known and the text
        /// has characters no font has.
        package var viewPath: String?
        package var layout: TextLayout
    }

    /// Notes that `layout` was drawn, in the diagnostics of the render running now. The
    /// view's path is only read for text with characters no font has (the only warning that
    /// names it): spelling it out for every label cost a sixth of drawing one.
    package static func record(_ layout: TextLayout, viewPath: () -> String?) {
        guard let diagnostics = RenderDiagnostics.current else { return }
        diagnostics.record(Entry(viewPath: layout.missingCharacters.isEmpty ? nil : viewPath(), layout: layout))
    }

    /// The text `diagnostics` recorded, in drawing order.
    package static func entries(in diagnostics: RenderDiagnostics) -> [Entry] {
        diagnostics.records(of: Entry.self)
    }
}
