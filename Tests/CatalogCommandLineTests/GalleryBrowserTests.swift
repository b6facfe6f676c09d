import Foundation
import Testing

/// The gallery in a real browser: Debian's chromium driven by Playwright
/// (`scripts/browser/check_gallery.py`), on the whole gallery of `Components/`.
@Suite("Gallery in a browser")
struct GalleryBrowserTests {
    @Test("The gallery loads from file://, every image loads, search narrows, deep links open their variant",
          .timeLimit(.minutes(10)))
    func galleryInBrowser() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("browser-gallery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: site) }
        let render = try CatalogProcess.run(["render", "--output", site])
        #expect(render.status == 0, "\(render.standardError)")

        let (status, log) = try CatalogProcess.python("scripts/browser/check_gallery.py", [site])
        #expect(status == 0, "browser checks failed (install the tools with scripts/install-dependencies):\n\(log)")
        #expect(log.contains("all checks passed"), "\(log)")
        #expect(!log.contains("FAIL"))
    }
}
