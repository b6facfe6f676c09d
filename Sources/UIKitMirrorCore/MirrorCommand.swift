import Foundation

/// The `uikit-mirror` command:
///
/// ```
/// uikit-mirror --output DIR [--designables] [--module-root ROOT] [--documents-output DIR] FILE...
/// ```
///
/// Writes the mirror of each Swift FILE to `DIR/<name>` (see `MirrorFileName`),
/// `DIR/UIKitMirrorModuleMembers.swift` (the registration of the module's Interface Builder
/// members) and, with `--designables`, `DIR/IBDesignables.swift`; copies each `.xib` and
/// `.storyboard` FILE into the `--documents-output` folder under its file name. Files are
/// written only when their bytes change; mirrors and documents no longer given are removed.
/// Warnings go to standard error.
public enum MirrorCommand {
    /// The usage line.
    public static let usage = "usage: uikit-mirror --output DIR [--designables] [--module-root ROOT] [--documents-output DIR] FILE..."

    /// Exit statuses.
    public enum Status {
        /// Every mirror was written.
        public static let success: Int32 = 0
        /// A source could not be read, an output not written, or two sources or documents clash.
        public static let failure: Int32 = 1
        /// The command line was wrong.
        public static let usage: Int32 = 64
    }

    /// What the command was asked to do.
    struct Options {
        var output: String
        var designables = false
        var moduleRoot: String
        var files: [String] = []
        /// Where to copy the Interface Builder documents.
        var documentsOutput: String?
        /// The `.xib` and `.storyboard` files given.
        var documents: [String] = []
        /// The string tables given (`.strings`, `.xcstrings`), the documents' among them.
        var stringTables: [String] = []
    }

    /// Runs the command with `arguments` (without the program name); relative paths are taken
    /// from `currentDirectory`. Returns the exit status.
    public static func run(arguments: [String], currentDirectory: String, standardError: (String) -> Void) -> Int32 {
        let options: Options
        switch parse(arguments, currentDirectory: currentDirectory) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            standardError("error: \(error.message)\n\(usage)\n")
            return Status.usage
        }
        let collisions = MirrorFileName.collisions(of: options.files, root: options.moduleRoot)
        if !collisions.isEmpty {
            for (name, paths) in collisions.sorted(by: { $0.key < $1.key }) {
                standardError("error: \(paths.joined(separator: " and ")) would both be mirrored as \(name); rename one of them.\n")
            }
            return Status.failure
        }
        let (documents, otherLocalizations) = InterfaceBuilderDocuments.oneLocalization(of: options.documents)
        for (path, kept) in otherLocalizations {
            standardError("warning: \(path) is another localization of \(kept); only \(kept) is copied, since "
                + "a document is loaded from its Base localization with its string tables.\n")
        }
        let documentCollisions = InterfaceBuilderDocuments.collisions(of: documents)
        if !documentCollisions.isEmpty {
            for (name, paths) in documentCollisions.sorted(by: { $0.key < $1.key }) {
                standardError("error: \(paths.joined(separator: " and ")) are both Interface Builder documents named \(name); "
                    + "SwiftPM copies resources into one folder, so rename one of them.\n")
            }
            return Status.failure
        }
        do {
            try FileManager.default.createDirectory(atPath: options.output, withIntermediateDirectories: true)
            var sources: [MirrorSource] = []
            for path in options.files {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    standardError("error: cannot read \(path) as UTF-8 text; check that the file exists and is readable.\n")
                    return Status.failure
                }
                sources.append(MirrorSource(path: path, text: text))
            }
            let mirror = UIKitMirror(sources: sources)
            var written: Set<String> = []
            let files = mirror.mirroredFiles()
            for file in files {
                let name = MirrorFileName.name(for: file.path, root: options.moduleRoot)
                try write(file.text, to: options.output + "/" + name)
                written.insert(name)
                for diagnostic in file.diagnostics where diagnostic.severity == .warning { standardError("\(diagnostic)\n") }
            }
            if options.designables {
                let (text, warnings) = mirror.designables()
                try write(text, to: options.output + "/" + MirrorFileName.designables)
                written.insert(MirrorFileName.designables)
                for warning in warnings { standardError("\(warning)\n") }
            }
            try write(mirror.moduleMembers(of: files), to: options.output + "/" + MirrorFileName.moduleMembers)
            try write(LocalizationShimGenerator.text, to: options.output + "/" + MirrorFileName.localization)
            try removeStale(in: options.output, keeping: written)
            if let folder = options.documentsOutput {
                try InterfaceBuilderDocuments.copy(documents, tables: options.stringTables, to: folder)
            }
            return Status.success
        } catch let error as OutputError {
            standardError("error: \(error.message)\n")
            return Status.failure
        } catch let error as InterfaceBuilderDocuments.CopyError {
            standardError("error: \(error.message)\n")
            return Status.failure
        } catch {
            standardError("error: \(error.localizedDescription)\n")
            return Status.failure
        }
    }

    private struct OutputError: Error {
        let message: String
    }

    private static func write(_ text: String, to path: String) throws {
        do {
            try FileOutput.write(text, to: path)
        } catch {
            throw OutputError(message: "cannot write \(path) (\(error.localizedDescription)); check that the output folder is writable.")
        }
    }

    /// Removes mirrors an earlier run wrote that this one did not.
    private static func removeStale(in folder: String, keeping written: Set<String>) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasSuffix(".mirror.swift") && !written.contains(name) {
            try FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }
}
