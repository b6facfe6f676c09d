import Foundation
import PixelDiff
import Synchronization

/// Where a snapshot's reference, its sidecar and its failure artifacts live:
/// `Snapshots/<Suite>/<test>.<name>.<ext>` at the package root, the suite being the test
/// file's name. Names are made safe for file systems: anything but letters, digits and
/// `-_@.` becomes `_`, no name starts with a dot or contains `..`, and a name that had to
/// change gets a short hash of the original, so different names never share a file.
public struct SnapshotLocation: Hashable, Sendable {
    /// The folder for the test file's references.
    public var directory: String
    /// The reference file.
    public var referencePath: String
    /// The JSON beside the reference: fonts, fingerprints.
    public var sidecarPath: String
    /// Where failure artifacts go.
    public var artifactsDirectory: String
    /// The file name without the extension: `<test>.<name>`.
    public var baseName: String
    /// The suite (test file) name.
    public var suite: String

    /// The environment variable that moves the snapshot root.
    public static let directoryVariable = "SNAPSHOT_DIRECTORY"
    /// The environment variable that moves the artifacts folder.
    public static let artifactsVariable = "SNAPSHOT_ARTIFACTS"

    public init(
        filePath: String,
        function: String,
        name: String,
        pathExtension: String,
        snapshotDirectory: String? = nil,
        artifactsDirectory: String? = nil,
        environment: [String: String]? = nil
    ) {
        // The process environment is read only for what the caller did not give.
        func variable(_ name: String) -> String? {
            if let environment { return environment[name] }
            return getenv(name).map { String(cString: $0) }
        }
        let fileName = filePath.split(separator: "/").last.map(String.init) ?? filePath
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        suite = Self.sanitize(stem)
        let base = snapshotDirectory ?? variable(Self.directoryVariable) ?? Self.packageRoot(of: filePath) + "/Snapshots"
        directory = "\(base)/\(suite)"
        let test = Self.sanitize(String(function.prefix { $0 != "(" }))
        baseName = "\(test).\(Self.sanitize(name))"
        referencePath = "\(directory)/\(baseName).\(pathExtension)"
        sidecarPath = "\(directory)/\(baseName).json"
        let artifacts = artifactsDirectory ?? variable(Self.artifactsVariable) ?? Self.packageRoot(of: filePath) + "/.build/snapshot-artifacts"
        self.artifactsDirectory = "\(artifacts)/\(suite)"
    }

    private static let roots = Mutex<[String: String]>([:])

    /// The nearest folder above `filePath` that holds a Package.swift (else the file's
    /// folder), looked up once per folder.
    static func packageRoot(of filePath: String) -> String {
        let folder = String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.endIndex)])
        if let known = roots.withLock({ $0[folder] }) { return known }
        var candidate = folder
        var root = folder
        while !candidate.isEmpty {
            if FileManager.default.fileExists(atPath: candidate + "/Package.swift") {
                root = candidate
                break
            }
            guard let slash = candidate.lastIndex(of: "/") else { break }
            candidate = String(candidate[..<slash])
        }
        roots.withLock { $0[folder] = root }
        return root
    }

    /// A file-system-safe form of `name` (see the type's documentation).
    public static func sanitize(_ name: String) -> String {
        var safe = ""
        for scalar in name.unicodeScalars {
            let value = scalar.value
            let allowed = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || value == 0x2D || value == 0x5F || value == 0x40 || value == 0x2E
            safe.unicodeScalars.append(allowed ? scalar : "_")
        }
        while safe.contains("..") { safe = safe.replacingOccurrences(of: "..", with: "._") }
        if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        if safe.isEmpty { safe = "_" }
        if safe.count > 100 { safe = String(safe.prefix(100)) }
        guard safe != name else { return safe }
        let hash = Data(name.utf8).withUnsafeBytes { Fingerprint.hex(Fingerprint.of($0)) }
        return safe + "~" + hash.prefix(8)
    }
}
