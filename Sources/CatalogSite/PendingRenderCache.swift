package import FileSafety
import Foundation
import Locking

/// A render's cache (`RenderCache`), encoded on a thread of its own while the command lays out
/// the manifest and the page: both are JSON from Foundation's encoder, and at the end of a
/// small render they were most of what the command did alone, one core idle. `write(into:)`
/// waits for the bytes and writes the file.
package final class PendingRenderCache: Sendable {
    private let encoded = Locked<Result<Data, any Error>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts encoding `cache`.
    init(_ cache: RenderCache) {
        Thread { [self] in
            let result = Result { try cache.encoded() }
            encoded.withLock { $0 = result }
            done.signal()
        }.start()
    }

    /// Waits for the encoding and writes the cache into `site` (atomically, as every file of
    /// the site); throws `GalleryError.writeFailed` when it cannot.
    package func write(into site: OwnedFolder) throws {
        done.wait()
        done.signal()
        do {
            let data = try encoded.withLock { $0 }.map { try $0.get() } ?? Data()
            try site.write(data, to: RenderCache.fileName)
        } catch {
            throw GalleryError.writeFailed(path: site.path + "/" + RenderCache.fileName, reason: "\(error)")
        }
    }
}
