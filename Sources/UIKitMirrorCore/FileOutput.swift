import Foundation

/// Writes generated files only when their bytes change, atomically, so incremental builds see
/// no change where there is none.
public enum FileOutput {
    /// Writes `text` to `path` unless the file already holds exactly it; returns whether it
    /// wrote. Throws when the file cannot be written.
    @discardableResult
    public static func write(_ text: String, to path: String) throws -> Bool {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` unless the file already holds exactly it; returns whether it
    /// wrote. Throws when the file cannot be written.
    @discardableResult
    public static func write(_ data: Data, to path: String) throws -> Bool {
        let url = URL(fileURLWithPath: path)
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        try data.write(to: url, options: .atomic)
        return true
    }
}
