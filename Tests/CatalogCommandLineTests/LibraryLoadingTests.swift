import Foundation
import Testing

/// librsvg and poppler-glib, with the dozens of libraries they bring, are opened only when an
/// SVG or a PDF is first read (Sources/CSVG, Sources/CPDF): every `catalog` process, and each
/// of its worker processes, starts without them.
@Suite("Libraries loaded at start")
struct LibraryLoadingTests {
    @Test("catalog starts without librsvg, poppler or the libraries only they need, and with cairo and HarfBuzz")
    func startsWithoutVectorImageLibraries() throws {
        // The dynamic loader lists what it loads at start, and stops there.
        let result = try CatalogProcess.run(["--help"], environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
        #expect(result.status == 0)
        let loaded = result.standardOutput
        #expect(loaded.contains("libcairo.so.2"), "\(loaded)")
        #expect(loaded.contains("libharfbuzz.so.0"))
        for library in ["librsvg-2", "libpoppler", "libpango-1.0", "libgdk_pixbuf", "libgio-2.0", "libnss3"] {
            #expect(!loaded.contains(library), "catalog should not load \(library) at start")
        }
    }
}
