/// The exit statuses of the `catalog` commands, one list for all of them (README, "Exit
/// statuses"): a script tells outcomes apart by number.
enum ExitStatus {
    /// Everything selected was done and nothing changed.
    static let success: Int32 = 0
    /// `verify`: something changed (changed, new or removed images); `diff`: pixels or sizes
    /// differ.
    static let changed: Int32 = 1
    /// Something could not be read, rendered or written; the message says what.
    static let failure: Int32 = 2
    /// Everything was done but the variants listed as crashed (docs/CRASHES.md).
    static let crashed: Int32 = 3
    /// The command selected nothing to work on: a `--filter` no group, component or
    /// variant name contains (nor any reference's), or a catalog with no variants. A run that
    /// compared nothing must not pass as if everything matched.
    static let nothingSelected: Int32 = 4
    /// Bad options or arguments (the usage error of ArgumentParser, `EX_USAGE`).
    static let usage: Int32 = 64
}
