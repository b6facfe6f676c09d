import Catalog
import DesignSystem
import Dispatch
import Synchronization
import Testing
import UIKit

/// Variants are factories that build fresh views, so they render on any thread; the images
/// must not depend on which thread, or how many at once.
@MainActor
@Suite("Parallel rendering")
struct ParallelRenderingTests {
    @Test("Rendering every variant on many threads at once gives the bytes of a serial run")
    func parallelMatchesSerial() throws {
        let catalog = DesignSystemCatalog.catalog
        let jobs = catalog.items(in: .default).filter { $0.traits.userInterfaceStyle == .dark }
        let renderer = try CatalogRenderer(renderer: ViewRenderer())
        let serial = try jobs.map { try renderer.render($0, background: catalog.background).image.bitmap }

        let results = Mutex<[Int: Bitmap]>([:])
        let failures = Mutex<[String]>([])
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            do {
                let bitmap = try renderer.render(work[index], background: catalog.background).image.bitmap
                results.withLock { $0[index] = bitmap }
            } catch {
                failures.withLock { $0.append("\(work[index].description): \(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let parallel = results.withLock { $0 }
        #expect(parallel.count == jobs.count)
        for (index, item) in jobs.enumerated() {
            #expect(parallel[index] == serial[index], "\(item.description) differs when rendered in parallel")
        }
    }
}
