import Catalog
import DesignSystem
import Foundation
import Rendering

// PNG encoding beside drawing, in one run, on images of the gallery of Components/: each
// sampled variant is rendered once; then its drawing, the encoder `pngData()` uses (CPNG's
// own filters and deflate) and the one it replaced (cairo + libpng at zlib's default level) are timed on
// the same bitmap, with the bytes each writes. Both files are decoded again (by libpng,
// through cairo) and must give the same pixels.
// In Benchmarks/: swift run -c release png-bench [--every N]

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1000
}

let arguments = CommandLine.arguments
let every = arguments.firstIndex(of: "--every").flatMap { Int(arguments[$0 + 1]) } ?? 8

struct Totals {
    var images = 0
    var draw = 0.0
    var newEncode = 0.0
    var oldEncode = 0.0
    var newBytes = 0
    var oldBytes = 0
    var opaque = 0
}

/// Whether `a` and `b` hold the same pixels.
func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return false }
    var rowsA: [[UInt8]] = []
    a.forEachRow { rowsA.append(Array($0)) }
    var index = 0
    var same = true
    b.forEachRow { row in
        if same, Array(row) != rowsA[index] { same = false }
        index += 1
    }
    return same
}

@MainActor
func run() throws {
    let catalog = DesignSystemCatalog.catalog
    let items = catalog.items(in: EnvironmentMatrix.full)
    let renderer = try CatalogRenderer(renderer: ViewRenderer())
    var components = Totals()
    var screens = Totals()
    for (position, item) in items.enumerated() where position % every == 0 {
        var image: RenderedImage?
        let draw = try milliseconds { image = try renderer.render(item, background: catalog.background).image }
        guard let image else { continue }
        // The rendered pixels, as the encoders get them (premultiplied ARGB32).
        let bitmap = try Bitmap(pngData: image.pngData())
        var new = Data()
        var old = Data()
        let newTime = try milliseconds { new = try bitmap.pngData() }
        let oldTime = try milliseconds { old = try bitmap.pngDataThroughCairo() }
        // Both files decode (libpng, through cairo) to the same pixels, and encoding is stable.
        guard samePixels(try Bitmap(pngData: new), try Bitmap(pngData: old)), try bitmap.pngData() == new else {
            print("ROUND TRIP FAILED: \(item.entry.name) \(item.variant.name) \(item.environment)")
            exit(1)
        }
        let isScreen = item.environment.device != nil
        var totals = isScreen ? screens : components
        totals.images += 1
        totals.draw += draw
        totals.newEncode += newTime
        totals.oldEncode += oldTime
        totals.newBytes += new.count
        totals.oldBytes += old.count
        if new[new.startIndex + 25] == 2 { totals.opaque += 1 }
        if isScreen { screens = totals } else { components = totals }
    }
    for (name, totals) in [("Components", components), ("Screens", screens)] where totals.images > 0 {
        let n = Double(totals.images)
        print("\(name): \(totals.images) images (every \(every)th variant of the gallery), \(totals.opaque) opaque (written as RGB)")
        print(String(format: "  drawing (render, no encoding):   %7.2f ms per image", (totals.draw) / n))
        print(String(format: "  own encoder (pngData):           %7.2f ms per image, %8.0f bytes", totals.newEncode / n, Double(totals.newBytes) / n))
        print(String(format: "  cairo + libpng (zlib level 6):   %7.2f ms per image, %8.0f bytes", totals.oldEncode / n, Double(totals.oldBytes) / n))
        print(String(format: "  encoding: %.1fx faster than before, %.2fx drawing's time (aim: at most 1x); files %.2fx the old bytes (aim: at most 1.3x)",
                     totals.oldEncode / totals.newEncode, totals.newEncode / totals.draw, Double(totals.newBytes) / Double(totals.oldBytes)))
    }
    print("Every image's two files decoded (libpng through cairo) to the same pixels, and encoding twice gave the same bytes.")
}

try MainActor.assumeIsolated { try run() }
