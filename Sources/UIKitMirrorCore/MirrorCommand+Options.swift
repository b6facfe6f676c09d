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
        var files: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--output", "--module-root":
                guard let value = remaining.popFirst() else {
                    return .failure(UsageError(message: "\(argument) needs a folder after it."))
                }
                if argument == "--output" { output = value } else { root = value }
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
        func absolute(_ path: String) -> String {
            let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
            return URL(fileURLWithPath: joined).standardizedFileURL.path
        }
        return .success(Options(output: absolute(output), designables: designables,
                                moduleRoot: absolute(root ?? currentDirectory), files: files.map(absolute)))
    }
}
