import Synchronization
import Foundation
import Locking

/// Font files an app registers at run time (what Core Text's font manager does on iOS, and
/// `UIAppFonts` in an Info.plist): every `FontLibrary`, on every thread, finds their faces by
/// family and PostScript name from the next lookup on. Registration is process-wide.
public enum FontRegistry {
    /// A face a registered file holds.
    public struct Face: Hashable, Sendable {
        /// The PostScript name (`Inter-Bold`), what `UIFont(name:size:)` is usually given.
        public let postScriptName: String
        /// The family name (`Inter`).
        public let family: String
        /// The style name (`Bold`).
        public let style: String
    }

    /// Why a font file could not be registered or unregistered.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// No file at the path.
        case fileNotFound(String)
        /// The file is not a font FreeType reads.
        case invalidFontData(String)
        /// The file is registered already.
        case alreadyRegistered(String)
        /// The file was never registered (so it cannot be unregistered).
        case notRegistered(String)

        public var description: String {
            switch self {
            case let .fileNotFound(path): return "There is no font file at \(path)."
            case let .invalidFontData(path): return "\(path) is not a font file FreeType can read (TrueType, OpenType or a collection)."
            case let .alreadyRegistered(path): return "The font file \(path) is already registered."
            case let .notRegistered(path): return "The font file \(path) is not registered."
            }
        }
    }

    private struct State {
        var files: [String] = []
        var faces: [String: [Face]] = [:]
        var generation = 0
    }

    private static let state = Locked(State())
    /// `State.generation`, readable without the lock: stored (inside it) after each change.
    private static let publishedGeneration = Atomic<Int>(0)

    /// The generation (it changes with every registration and unregistration), read without
    /// taking the lock: what a typesetter checks before each layout.
    static var generation: Int { publishedGeneration.load(ordering: .acquiring) }

    /// Registers the font file at `path`; returns its faces.
    @discardableResult
    public static func register(fileAt path: String) throws(Failure) -> [Face] {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: file) else { throw .fileNotFound(path) }
        if state.withLock({ $0.files.contains(file) }) { throw .alreadyRegistered(path) }
        let faces = FontconfigDatabase.faces(inFile: file).map { record in
            Face(postScriptName: record.postScriptName, family: record.families.first ?? "", style: record.style)
        }
        guard !faces.isEmpty else { throw .invalidFontData(path) }
        let added = state.withLock { state -> Bool in
            guard !state.files.contains(file) else { return false }
            state.files.append(file)
            state.faces[file] = faces
            state.generation += 1
            publishedGeneration.store(state.generation, ordering: .releasing)
            return true
        }
        guard added else { throw .alreadyRegistered(path) }
        return faces
    }

    /// Unregisters the font file at `path`: its faces are no longer found.
    public static func unregister(fileAt path: String) throws(Failure) {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let removed = state.withLock { state -> Bool in
            guard let index = state.files.firstIndex(of: file) else { return false }
            state.files.remove(at: index)
            state.faces[file] = nil
            state.generation += 1
            publishedGeneration.store(state.generation, ordering: .releasing)
            return true
        }
        guard removed else { throw .notRegistered(path) }
    }

    /// Whether the file at `path` is registered.
    public static func isRegistered(fileAt path: String) -> Bool {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return state.withLock { $0.files.contains(file) }
    }

    /// The faces of every registered file, in the order the files were registered.
    public static var registeredFaces: [Face] {
        state.withLock { state in state.files.flatMap { state.faces[$0] ?? [] } }
    }

    /// The registered files and the generation (a number that changes with every
    /// registration and unregistration), read together.
    static func snapshot() -> (files: [String], generation: Int) {
        state.withLock { ($0.files, $0.generation) }
    }
}
