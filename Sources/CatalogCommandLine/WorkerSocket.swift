import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One end of the socket between a `catalog` command and one of its worker processes
/// (docs/CRASHES.md): lines of text each way, one request or reply per line.
final class WorkerSocket {
    /// The socket's file descriptor in this process.
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var scanned = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line, without its newline; `nil` when the other process closed its end or
    /// ended.
    func readLine() -> String? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                scanned = 0
                return line
            }
            scanned = buffer.count
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Sends `line` and a newline; false when the other process is gone (no SIGPIPE).
    @discardableResult
    func send(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc.send(descriptor, base + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Closes this end; the other process reads the end of its input.
    func close() {
        _ = Glibc.close(descriptor)
    }
}
