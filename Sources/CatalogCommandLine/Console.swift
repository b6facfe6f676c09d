import ArgumentParser
import Foundation

/// What the commands print, through `TerminalText`: nothing a command prints reaches the
/// terminal with a raw control character, whatever names and messages hold.
enum Console {
    /// Prints `text` and a line break on standard output, control characters escaped (line
    /// breaks kept).
    static func out(_ text: String) {
        print(TerminalText.escape(text, keepingLineBreaks: true))
    }

    /// Writes `text` and a line break to standard error, control characters escaped (line
    /// breaks kept).
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.escape(text, keepingLineBreaks: true) + "\n").utf8))
    }

    /// `error: <what>` on standard error; then the command ends with `status`.
    static func fail(_ what: any Error, status: Int32 = ExitStatus.failure) -> Error {
        error("error: \(what)")
        return ExitCode(status)
    }
}
