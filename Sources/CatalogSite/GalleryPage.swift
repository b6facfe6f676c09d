import Foundation

/// `index.html`: one self-contained page (inline style, script and data) that works from
/// `file://` with no server and no network. The manifest is embedded as JSON; the script
/// builds the page from it with `textContent` only, so no catalog text is parsed as HTML.
package enum GalleryPage {
    /// The page for `manifest`, titled `title`.
    package static func html(for manifest: SiteManifest, title: String) throws -> String {
        html(json: String(decoding: try compactJSON(manifest), as: UTF8.self), title: title)
    }

    /// The manifest as the page embeds it: compact, keys sorted, slashes as they are.
    package static func compactJSON(_ manifest: SiteManifest) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(manifest)
    }

    /// The page for the manifest whose compact JSON (`compactJSON(_:)`) is `json`.
    package static func html(json: String, title: String) -> String {
        HTMLText.document(title: title, bodyClass: "gallery", body: """
            <header class="top">
              <h1>\(HTMLText.escape(title))</h1>
              <input id="search" type="search" placeholder="Search components, variants, text" aria-label="Search">
              <label>Zoom <select id="zoom" aria-label="Zoom">
                <option value="auto" selected>Auto</option><option value="0.25">25%</option><option value="0.5">50%</option>
                <option value="0.75">75%</option><option value="1">100%</option>
                <option value="1.5">150%</option><option value="2">200%</option></select></label>
              <label>Background <select id="background" aria-label="Background">
                <option value="checker">Checkerboard</option><option value="light">Light</option><option value="dark">Dark</option></select></label>
              <label title="Draw the regions the design checks found on the images"><input id="regions" type="checkbox"> Check regions</label>
              <label>Page <select id="theme" aria-label="Page theme">
                <option value="system">System</option><option value="light">Light</option><option value="dark">Dark</option></select></label>
              <span id="summary" class="muted"></span>
            </header>
            <div class="layout">
              <nav id="nav" aria-label="Components"></nav>
              <main id="main"><p class="muted">Loading…</p></main>
              <aside id="details" aria-label="Details" hidden></aside>
            </div>
            <section id="compare" aria-label="Pinned renders" hidden></section>
            """, dataID: "catalog-data", json: json, script: WebAssets.galleryJS)
    }
}
