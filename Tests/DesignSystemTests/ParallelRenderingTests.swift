import Catalog
import DesignSystem
import Rendering
import Testing
import UIKit

/// Views are built and drawn on the main thread (UIKit's rule), while the catalog's workers
/// run on other threads and hand their view work over. The images must not depend on how
/// many workers there are, or on which thread asked.
@MainActor
@Suite("Parallel rendering")
struct ParallelRenderingTests {
    @Test("Rendering every variant from many worker threads gives the bytes of a serial run")
    func parallelMatchesSerial() async throws {
        let catalog = DesignSystemCatalog.catalog
        let jobs = catalog.items(in: .default).filter { $0.traits.userInterfaceStyle == .dark }
        let renderer = try CatalogRenderer(renderer: ViewRenderer())
        let background = catalog.background
        let serial = try jobs.map { try renderer.render($0, background: background).image.bitmap }

        // From the main actor: the main thread performs the workers' view work while it waits.
        let fromMain = CatalogWorkers.map(jobs.count, jobs: 4) { index in
            try? renderer.render(jobs[index], background: background).image.bitmap
        }
        // From a thread that is not the main one: the work goes through the main queue.
        let fromWorker = await Task.detached {
            CatalogWorkers.map(jobs.count, jobs: 3) { index in
                try? renderer.render(jobs[index], background: background).image.bitmap
            }
        }.value
        #expect(fromMain.count == jobs.count && fromWorker.count == jobs.count)
        for (index, item) in jobs.enumerated() {
            #expect(fromMain[index] == serial[index], "\(item.description) differs when its worker runs beside others")
            #expect(fromWorker[index] == serial[index], "\(item.description) differs when rendered from a detached task")
        }
    }
}
