import Foundation
import Locking
#if canImport(Glibc)
import Glibc
#endif

/// Passes a worker's standard error on to this process's, whole lines at a time, and keeps
/// its last megabyte. Unless `passesStackOn`, the stack the runtime prints after a trap
/// (from `Current stack trace:` on) is kept but not passed on.
final class ErrorRelay: Sendable {
    private let kept = Locked<[UInt8]>([])
    private let done = DispatchSemaphore(value: 0)
    private let passesStackOn: Bool

    init(descriptor: Int32, passesStackOn: Bool) {
        self.passesStackOn = passesStackOn
        let thread = Thread { [self] in relay(descriptor) }
        thread.start()
    }

    private func relay(_ descriptor: Int32) {
        var pending: [UInt8] = []
        var muted = false
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending.append(contentsOf: chunk[..<count])
            kept.withLock { text in
                text.append(contentsOf: chunk[..<count])
                if text.count > 1 << 20 { text.removeFirst(text.count - (1 << 20)) }
            }
            guard let newline = pending.lastIndex(of: 0x0A) else { continue }
            var lines = Data()
            for line in pending[...newline].split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
                if !passesStackOn, line.starts(with: Array("Current stack trace:".utf8)) { muted = true }
                // A worker's output (a trap's message quotes the component) reaches the
                // terminal with its control characters escaped.
                if !muted { lines.append(contentsOf: Data((TerminalText.escape(String(decoding: line, as: UTF8.self)) + "\n").utf8)) }
            }
            if !lines.isEmpty { FileHandle.standardError.write(lines) }
            pending.removeSubrange(...newline)
        }
        if !pending.isEmpty, !muted { FileHandle.standardError.write(Data(TerminalText.escape(String(decoding: pending, as: UTF8.self)).utf8)) }
        _ = close(descriptor)
        done.signal()
    }

    /// Waits for the end of the worker's standard error; the text kept.
    func finish() -> String {
        done.wait()
        return String(decoding: kept.withLock { $0 }, as: UTF8.self)
    }
}
