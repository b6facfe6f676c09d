import Foundation
package import Typesetting

/// What text a render drew: the faces used and the characters no face could draw, recorded
/// in the render's diagnostics so it can list its fonts and warn about missing glyphs.
package enum TextUsage {
    package struct Entry: Sendable {
        /// Where the text was drawn (a label's place in the tree), when known.
        package var viewPath: String?
        package var layout: TextLayout
    }

    /// Notes that `layout` was drawn, in the diagnostics of the render running now.
    package static func record(_ layout: TextLayout, viewPath: String?) {
        RenderDiagnostics.current?.record(Entry(viewPath: viewPath, layout: layout))
    }

    /// The text `diagnostics` recorded, in drawing order.
    package static func entries(in diagnostics: RenderDiagnostics) -> [Entry] {
        diagnostics.records(of: Entry.self)
    }
}
