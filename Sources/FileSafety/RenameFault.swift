import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fault injected for the crash tests (docs/FILE-SAFETY.md): with
/// `CATALOG_FAULT_KILL_AT_RENAME=N` and `CATALOG_FAULT_RENAME_COUNTER=<file>` set, every rename
/// `AtomicFile` makes is counted in that file, across the run's processes, and just before the
/// Nth the whole run (the command's process and its workers) is killed with SIGKILL, as a power
/// cut or `kill -9` would end it. `N = 0` only counts. Without the variables nothing happens.
public enum RenameFault {
    /// The number of the rename to kill the run at.
    public static let killVariable = "CATALOG_FAULT_KILL_AT_RENAME"
    /// The file that counts the renames.
    public static let counterVariable = "CATALOG_FAULT_RENAME_COUNTER"
    /// The process group of the run, set by its first process for its workers.
    static let groupVariable = "CATALOG_FAULT_GROUP"

    private static let setting: (killAt: Int, counter: String)? = {
        guard let text = getenv(killVariable).map({ String(cString: $0) }), let killAt = Int(text),
              let counter = getenv(counterVariable).map({ String(cString: $0) }), !counter.isEmpty else { return nil }
        return (killAt, counter)
    }()

    /// Called first thing by a command's process: when the fault is set and this is the run's
    /// first process (not one of its workers), makes the run a process group of its own, so
    /// that the kill ends its workers too and nothing else.
    public static func prepareRun() {
        guard setting != nil, getenv(groupVariable) == nil else { return }
        if getpgrp() != getpid() { _ = setpgid(0, 0) }
        if getpgrp() == getpid() { setenv(groupVariable, String(getpid()), 1) }
    }

    /// Counts a rename about to happen, and kills the run when it is the Nth.
    static func beforeRename() {
        guard let setting else { return }
        let descriptor = open(setting.counter, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { _ = close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let done = Int(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        let text = Array("\(done + 1)\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        guard done + 1 == setting.killAt else { return }
        let group = getpgrp()
        if getenv(groupVariable).map({ String(cString: $0) }) == String(group) { _ = kill(-group, SIGKILL) }
        _ = kill(getpid(), SIGKILL)
    }
}
