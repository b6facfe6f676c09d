import Foundation

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
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let file = URL(fileURLWithPath: filePath)
        let root = Self.packageRoot(from: file)
        suite = Self.sanitize(file.deletingPathExtension().lastPathComponent)
        let base = snapshotDirectory ?? environment[Self.directoryVariable] ?? root.appendingPathComponent("Snapshots").path
        directory = URL(fileURLWithPath: base).appendingPathComponent(suite).path
        let test = Self.sanitize(String(function.prefix { $0 != "(" }))
        baseName = "\(test).\(Self.sanitize(name))"
        referencePath = "\(directory)/\(baseName).\(pathExtension)"
        sidecarPath = "\(directory)/\(baseName).json"
        let artifacts = artifactsDirectory ?? environment[Self.artifactsVariable]
            ?? root.appendingPathComponent(".build/snapshot-artifacts").path
        self.artifactsDirectory = URL(fileURLWithPath: artifacts).appendingPathComponent(suite).path
    }

    /// The nearest folder above `file` that holds a Package.swift (else the file's folder).
    static func packageRoot(from file: URL) -> URL {
        var directory = file.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// A file-system-safe form of `name` (see the type's documentation).
    public static func sanitize(_ name: String) -> String {
        var safe = ""
        for scalar in name.unicodeScalars {
            let allowed = (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar))) || "-_@.".unicodeScalars.contains(scalar)
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
