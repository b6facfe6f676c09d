internal import FileSafety
import Foundation

/// The files a failed comparison leaves for a reviewer: a copy of the reference and the
/// difference's files (the actual snapshot, a diff image), under the store's artifacts folder.
package enum SnapshotArtifacts {
    /// Writes the artifacts of `verdict` for `location`; returns the paths written and, for
    /// each file that could not be written, a sentence saying so.
    package static func write(for verdict: SnapshotVerdict, at location: ReferenceLocation) -> (paths: [String], problems: [String]) {
        guard case let .different(_, difference) = verdict else { return ([], []) }
        var files: [(suffix: String, pathExtension: String, data: Data)] = []
        if let reference = try? FileReading.contents(of: location.referencePath) {
            files.append(("reference", location.pathExtension, reference))
        }
        files += difference.artifacts.map { ($0.suffix, $0.pathExtension, $0.data) }
        var paths: [String] = [], problems: [String] = []
        for file in files {
            let path = location.artifactPath(file.suffix, pathExtension: file.pathExtension)
            do {
                try AtomicFile.write(file.data, to: path)
                paths.append(path)
            } catch {
                problems.append("\(FileError(.write, path: path, error: error))")
            }
        }
        return (paths, problems)
    }
}
