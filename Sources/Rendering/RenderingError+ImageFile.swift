internal import FileSafety
import Foundation

extension RenderingError {
    /// The bytes of the image file at `path` (`FileReading.contents(of:)`: a regular file
    /// only), or the reason it cannot be read as a `RenderingError`.
    static func imageContents(of path: String) throws(RenderingError) -> Data {
        do {
            return try FileReading.contents(of: path)
        } catch {
            throw .unreadableFile(path: error.path, reason: error.reason)
        }
    }
}
