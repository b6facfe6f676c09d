import Foundation

extension MirrorCommand {
    /// A command line the command cannot run.
    struct UsageError: Error {
        let message: String
    }

    /// The options `arguments` give, with paths made absolute against `currentDirectory`.
    static func parse(_ arguments: [String], currentDirectory: String) -> Result<Options, UsageError> {
        var output: String?
        var designables = false
        var root: String?
        var documentsOutput: String?
        var files: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--output", "--module-root", "--documents-output":
                guard let value = remaining.popFirst() else {
                    return .failure(UsageError(message: "\(argument) needs a folder after it."))
                }
                switch argument {
                case "--output": output = value
                case "--module-root": root = value
                default: documentsOutput = value
                }
            case "--designables":
                designables = true
            case "--help", "-h":
                return .failure(UsageError(message: "uikit-mirror writes Linux-compilable mirrors of iOS Swift sources."))
            default:
                if argument.hasPrefix("--") { return .failure(UsageError(message: "unknown option \(argument).")) }
                files.append(argument)
            }
        }
        guard let output else { return .failure(UsageError(message: "--output DIR is required.")) }
        guard !files.isEmpty else { return .failure(UsageError(message: "no source files were given.")) }
        let documents = files.filter(InterfaceBuilderDocuments.isDocument)
        if documentsOutput == nil, let first = documents.first {
            return .failure(UsageError(message: "\(first) is an Interface Builder document; give --documents-output DIR to copy "
                + "documents there, or leave them out."))
        }
        func absolute(_ path: String) -> String {
            let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
            return URL(fileURLWithPath: joined).standardizedFileURL.path
        }
        return .success(Options(output: absolute(output), designables: designables,
                                moduleRoot: absolute(root ?? currentDirectory),
                                files: files.filter { !InterfaceBuilderDocuments.isDocument($0) && !InterfaceBuilderStringTables.isTable($0) }
                                    .map(absolute),
                                documentsOutput: documentsOutput.map(absolute), documents: documents.map(absolute),
                                stringTables: files.filter(InterfaceBuilderStringTables.isTable).map(absolute)))
    }
}
