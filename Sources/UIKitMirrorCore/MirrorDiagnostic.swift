/// Something the mirror reports about a team's source: a place and what to do.
public struct MirrorDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable {
        case warning, error
    }

    /// The original file.
    public var file: String
    /// The 1-based line in it, or 0 for the whole file.
    public var line: Int
    /// How serious it is.
    public var severity: Severity
    /// What happened and what to do.
    public var message: String

    /// A diagnostic at `file:line`.
    public init(file: String, line: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
    }

    /// `file:line: warning: message`, as compilers print diagnostics.
    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return "\(place): \(severity.rawValue): \(message)"
    }
}
