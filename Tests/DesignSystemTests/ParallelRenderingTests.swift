import Catalog
import DesignSystem
import Dispatch
import Synchronization
import Testing
import ViewKit

/// Variants are factories that build fresh views, so they render on any thread; the images
/// must not depend on which thread, or how many at once.
@Suite("Parallel rendering")
struct ParallelRenderingTests {
    @Test("Rendering every variant on many threads at once gives the bytes of a serial run")
    func parallelMatchesSerial() throws {
        let catalog = DesignSystemCatalog.catalog
        var jobs: [(CatalogEntry, CatalogVariant, CatalogEnvironment)] = []
        for entry in catalog.entries {
            for variant in entry.variants {
                for environment in EnvironmentMatrix.default.environments(for: entry.kind) where environment.traits.userInterfaceStyle == .dark {
                    jobs.append((entry, variant, environment))
                }
            }
        }
        let renderer = try CatalogRenderer(renderer: Renderer())
        let serial = try jobs.map { try renderer.render($0.0, $0.1, in: $0.2, background: catalog.background).image.bitmap }

        let results = Mutex<[Int: Bitmap]>([:])
        let failures = Mutex<[String]>([])
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let (entry, variant, environment) = work[index]
            do {
                let bitmap = try renderer.render(entry, variant, in: environment, background: catalog.background).image.bitmap
                results.withLock { $0[index] = bitmap }
            } catch {
                failures.withLock { $0.append("\(entry.name).\(variant.name): \(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let parallel = results.withLock { $0 }
        #expect(parallel.count == jobs.count)
        for (index, job) in jobs.enumerated() {
            #expect(parallel[index] == serial[index], "\(job.0.name).\(job.1.name) in \(job.2.name) differs when rendered in parallel")
        }
    }
}
