import Foundation

/// A reviewer's decisions on a `catalog verify` report: which changed, new and removed
/// images to accept as references and which to deny. The report's page writes the file
/// (`decisions.json`, downloaded or saved from `file://`), and `catalog record --decisions
/// FILE` applies it: it records the accepted images (only when the image rendered now is the
/// one the reviewer saw), deletes the accepted removals, and leaves everything else as it is.
package struct ReviewDecisions: Codable, Hashable, Sendable {
    /// The file format's version (`currentFormat`).
    package var format: Int
    /// The report's title (the catalog's name), to tell a file meant for another catalog.
    package var catalog: String
    package var decisions: [Decision]

    /// The format this build reads and the report's page writes.
    package static let currentFormat = 1
    /// The most a decisions file may hold to be read (16 MiB: a hundred thousand decisions).
    package static let sizeLimit = 16 << 20

    /// One image's decision.
    package struct Decision: Codable, Hashable, Sendable {
        package var entry: String
        package var variant: String
        package var environment: String
        /// The image's status in the report: `changed`, `new` or `removed`.
        package var status: String
        /// Accepted as the reference (or, for a removed image, accepted as gone); else denied.
        package var accept: Bool
        /// The pixel fingerprint of the image the reviewer accepted (`SiteManifest.Render`'s
        /// kind); absent for removals.
        package var fingerprint: String?

        package init(entry: String, variant: String, environment: String, status: String, accept: Bool, fingerprint: String?) {
            self.entry = entry
            self.variant = variant
            self.environment = environment
            self.status = status
            self.accept = accept
            self.fingerprint = fingerprint
        }

        /// The image's name, as the commands print it.
        package var name: String { "\(entry) \(variant) \(environment)" }
    }

    package init(catalog: String, decisions: [Decision]) {
        format = Self.currentFormat
        self.catalog = catalog
        self.decisions = decisions
    }

    /// Reads the decisions file at `path`, with an error that says what is wrong and what to
    /// do when it cannot be read, is not a decisions file, has another format, decides an
    /// image twice, or accepts a change without the image's fingerprint.
    package static func read(_ path: String) throws(GalleryError) -> ReviewDecisions {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: sizeLimit + 1) ?? Data()
        } catch {
            throw .invalidOption("\(path) cannot be read (\(error)): pass the decisions.json the review report saved.")
        }
        guard data.count <= sizeLimit else {
            throw .invalidOption("\(path) is larger than \(sizeLimit >> 20) MiB, too large for a decisions file: pass the decisions.json the review report saved.")
        }
        let decoded: ReviewDecisions
        do {
            decoded = try JSONDecoder().decode(ReviewDecisions.self, from: data)
        } catch {
            throw .invalidOption("\(path) is not a decisions file (\(Self.describe(error))): pass the decisions.json the review report saved.")
        }
        guard decoded.format == currentFormat else {
            throw .invalidOption("\(path) has decisions format \(decoded.format); this catalog reads format \(currentFormat). Save the decisions again from a report this version wrote.")
        }
        var seen = Set<String>()
        for decision in decoded.decisions {
            guard seen.insert(decision.name).inserted else {
                throw .invalidOption("\(path) decides \(decision.name) twice: keep one decision per image.")
            }
            guard ["changed", "new", "removed"].contains(decision.status) else {
                throw .invalidOption("\(path) decides \(decision.name), whose status \"\(decision.status)\" needs no decision (only changed, new and removed images do).")
            }
            if decision.accept, decision.status != "removed", decision.fingerprint?.isEmpty ?? true {
                throw .invalidOption("\(path) accepts \(decision.name) without the fingerprint of the image that was reviewed: save the decisions again from the report.")
            }
        }
        return decoded
    }

    /// The accepted decisions by image name.
    package var accepted: [String: Decision] {
        Dictionary(decisions.filter(\.accept).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A decoding error in words: the key or value and where it is.
    private static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case let .keyNotFound(key, context)?:
            return "no \"\(key.stringValue)\"" + place(context)
        case let .typeMismatch(_, context)?, let .valueNotFound(_, context)?:
            return "a value of the wrong kind" + place(context)
        case let .dataCorrupted(context)?:
            return context.codingPath.isEmpty ? "not JSON" : "a damaged value" + place(context)
        default:
            return "\(error)"
        }
    }

    private static func place(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        return path.isEmpty ? "" : " at \(path)"
    }
}
