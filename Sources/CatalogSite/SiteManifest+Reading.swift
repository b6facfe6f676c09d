import Foundation
internal import FileSafety

extension SiteManifest {
    /// The manifest format this version writes and reads.
    package static let currentFormat = 1

    /// The most a manifest file may hold to be read (256 MiB: a million images' worth).
    package static let sizeLimit = 256 << 20

    /// Why the manifest at `path` could not be read (with `error`), in words, with what to do.
    package static func unreadableMessage(_ path: String, _ error: any Error) -> String {
        if FileReading.isMissing(path) {
            return "No manifest at \(path): pass the output folders of `catalog render --shard` runs."
        }
        return "\(error) A shard's folder is the --output of a `catalog render --shard` run."
    }

    /// The manifest in `data` (read from `path`): refused, with what to do, when it is not a
    /// manifest or is of another format than `currentFormat` (a newer or older catalog wrote
    /// it; merging would rewrite it as this format and lose what it means).
    package static func decode(_ data: Data, from path: String) throws(GalleryError) -> SiteManifest {
        struct Format: Decodable { var formatVersion: Int? }
        let format: Int?
        do {
            format = try JSONDecoder().decode(Format.self, from: data).formatVersion
        } catch {
            throw .invalidOption("\(path) is not a gallery manifest (\(describe(error))); render the shard again.")
        }
        guard format == currentFormat else {
            let found = format.map { "manifest format \($0)" } ?? "a manifest without a format version"
            throw .invalidOption("\(path) is \(found); this catalog reads format \(currentFormat) only. Render that shard again with this version of catalog.")
        }
        do {
            return try JSONDecoder().decode(SiteManifest.self, from: data)
        } catch {
            throw .invalidOption("\(path) is not a gallery manifest (\(describe(error))); render the shard again.")
        }
    }

    /// What JSON calls a value of `type`: "an object", "a list", "a string", "a number".
    static func kind(_ type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "a list" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        if ["Int", "Double", "Float", "Int64", "UInt32", "CGFloat"].contains(name) { return "a number" }
        return "a \(name)"
    }

    /// A JSON decoding error in words: what is wrong and where.
    static func describe(_ error: any Error) -> String {
        func place(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "at the top" : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case let .dataCorrupted(context): return "it is not valid JSON \(place(context))"
        case let .keyNotFound(key, context): return "\"\(key.stringValue)\" is missing \(place(context))"
        case let .typeMismatch(type, context): return "the value \(place(context)) is not \(kind(type))"
        case let .valueNotFound(_, context): return "a value is missing \(place(context))"
        @unknown default: return "\(error)"
        }
    }
}
