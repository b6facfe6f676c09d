import Catalog
import Foundation
import Locking
#if canImport(Glibc)
import Glibc
#endif

/// A worker process as its pool sees it (docs/CRASHES.md): this executable, started with this
/// process's arguments and its end of a socket as descriptor 3, or a copy of this process made
/// once it has planned its items (`forkWorkers`). Its standard output is this
/// process's; its standard error is passed on line by line and kept, to find a trap's message
/// in when it ends.
///
/// Swift's backtracer takes seconds to symbolicate a large debug binary, for every crash; so
/// unless the user set `SWIFT_BACKTRACE`, workers run with it off, and the unsymbolicated
/// stack the runtime prints instead is not passed on (the trap's line is).
final class WorkerProcess {
    private let pid: pid_t
    private let socket: WorkerSocket
    private let errors: ErrorRelay

    private init(pid: pid_t, socket: WorkerSocket, errors: ErrorRelay) {
        self.pid = pid
        self.socket = socket
        self.errors = errors
    }

    /// Held from making a worker's descriptors to closing the parent's copies of the
    /// worker's ends, so that no other worker started meanwhile inherits them (a worker
    /// holding another's standard error would keep that one's end of file from coming).
    private static let spawning = Lock()

    /// Starts a worker and waits until it is ready for items.
    static func start() throws -> WorkerProcess {
        let worker = try launch()
        try worker.awaitReady()
        return worker
    }

    /// Starts a worker without waiting for it: it starts up (the runtime, the catalog, the
    /// fonts) while this process goes on; `awaitReady()` before its first item.
    static func launch() throws -> WorkerProcess {
        let (pid, ownSocket, errorRead) = try spawning.withLock { try spawn() }
        return WorkerProcess(pid: pid, socket: WorkerSocket(descriptor: ownSocket),
                             errors: ErrorRelay(descriptor: errorRead, passesStackOn: userSetBacktrace))
    }

    /// Waits until the worker says it is ready for items; throws, once it has ended, when
    /// it ended first.
    func awaitReady() throws {
        guard socket.readLine() == WorkerPool.readyLine else {
            let crash = end()
            throw CatalogCommandError("A worker process ended before it was ready (\(crash.message)); its output is above.")
        }
    }

    /// The descriptors of one worker: this process's ends of its socket and of its standard
    /// error, and the worker's, each numbered 10 or more and closed on exec.
    private struct Descriptors {
        var ownSocket: Int32
        var errorRead: Int32
        var childSocket: Int32
        var errorWrite: Int32

        init() throws {
            var pair: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
                throw CatalogCommandError("Cannot make a socket for a worker process: \(String(cString: strerror(errno))).")
            }
            guard pipe(&errorPipe) == 0 else {
                pair.forEach { _ = close($0) }
                throw CatalogCommandError("Cannot make a pipe for a worker process: \(String(cString: strerror(errno))).")
            }
            // Out of the way of the descriptors the worker gets (0, 2, 3), and closed on exec.
            ownSocket = WorkerProcess.raised(pair[0])
            childSocket = WorkerProcess.raised(pair[1])
            errorRead = WorkerProcess.raised(errorPipe[0])
            errorWrite = WorkerProcess.raised(errorPipe[1])
        }

        /// Closes the worker's ends, once it has them.
        func closeChildEnds() {
            _ = close(childSocket)
            _ = close(errorWrite)
        }

        /// Closes this process's ends (the worker did not start).
        func closeOwnEnds() {
            _ = close(ownSocket)
            _ = close(errorRead)
        }
    }

    /// Starts this executable as a worker: its process id, and this process's ends of its
    /// socket and of its standard error.
    private static func spawn() throws -> (pid: pid_t, socket: Int32, errors: Int32) {
        let descriptors = try Descriptors()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptors.errorWrite, 2)
        posix_spawn_file_actions_adddup2(&actions, descriptors.childSocket, 3)

        let executable = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : CommandLine.arguments[0]
        var environment = ProcessInfo.processInfo.environment
        environment[Worker.socketVariable] = "3"
        if !userSetBacktrace { environment[backtraceVariable] = "enable=no" }
        let argv = CommandLine.arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        descriptors.closeChildEnds()
        guard failure == 0 else {
            descriptors.closeOwnEnds()
            throw CatalogCommandError("Cannot start a worker process (\(executable)): \(String(cString: strerror(failure))).")
        }
        return (pid, descriptors.ownSocket, descriptors.errorRead)
    }

    /// Which side of `forkWorkers` a process is on.
    enum Copies {
        /// The command, with its copies as workers.
        case command(PrestartedWorkers)
        /// A copy: the worker side of its socket, to serve the command's plan from.
        case worker(Worker)
    }

    /// Starts `count` workers as copies of this process (`fork` without `exec`), made once
    /// the command has read its command line, built the catalog and planned its items: a copy
    /// starts with all of that done, and with the executable and its libraries loaded
    /// (docs/CRASHES.md, "Workers copied from the command"). Only a process with a single
    /// thread can be copied safely (a copy would keep any lock another thread held), so this
    /// returns nil when this process has more than one: the caller then spawns its workers.
    /// Fewer than `count` when a copy cannot be made. Returns twice, as `fork` does: in this
    /// process with the copies, and in each copy with its side of the socket.
    static func forkWorkers(count: Int) -> Copies? {
        guard count > 0, canCopyWorkers else { return nil }
        // Output buffered now would be written again by every copy.
        fflush(nil)
        var started: [(pid: pid_t, descriptors: Descriptors)] = []
        for _ in 0..<count {
            guard let descriptors = try? Descriptors() else { break }
            let pid = fork()
            if pid == 0 {
                // This process's ends of the workers copied before stay with this process
                // alone, or their sockets would not close when it closes them.
                for earlier in started { earlier.descriptors.closeOwnEnds() }
                descriptors.closeOwnEnds()
                return .worker(becomeWorker(socket: descriptors.childSocket, errors: descriptors.errorWrite))
            }
            descriptors.closeChildEnds()
            guard pid > 0 else {
                descriptors.closeOwnEnds()
                break
            }
            started.append((pid, descriptors))
        }
        // Each relay is a thread: they start once every copy is made.
        return .command(PrestartedWorkers(started: started.map { pid, descriptors in
            WorkerProcess(pid: pid, socket: WorkerSocket(descriptor: descriptors.ownSocket),
                          errors: ErrorRelay(descriptor: descriptors.errorRead, passesStackOn: userSetBacktrace))
        }))
    }

    /// The copy's side of `forkWorkers`: the descriptors a spawned worker gets (standard input
    /// from /dev/null, standard error to the relay, the socket as 3) and the backtracer off as
    /// for a spawned worker; the worker side of the socket.
    private static func becomeWorker(socket: Int32, errors: Int32) -> Worker {
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 {
            _ = dup2(null, 0)
            if null != 0 { _ = close(null) }
        }
        _ = dup2(errors, 2)
        _ = dup2(socket, 3)
        _ = close(errors)
        _ = close(socket)
        if !userSetBacktrace {
            // The runtime read its settings when this process started; its handlers go, so a
            // trap ends the copy as it ends a worker spawned with "enable=no".
            for signal in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGQUIT] { _ = Glibc.signal(signal, SIG_DFL) }
        }
        return Worker(socket: WorkerSocket(descriptor: 3))
    }

    /// Whether `forkWorkers` can copy this process now: it has a single thread.
    static var canCopyWorkers: Bool { threadCount == 1 }

    /// How many threads this process has (from /proc); 0 when it cannot be read.
    private static var threadCount: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }

    /// The Swift runtime's backtracer settings.
    static let backtraceVariable = "SWIFT_BACKTRACE"

    /// Whether the user chose the backtracer's settings; workers then keep them.
    static var userSetBacktrace: Bool { ProcessInfo.processInfo.environment[backtraceVariable] != nil }

    /// A copy of `descriptor` numbered 10 or more, closed on exec; `descriptor` is closed.
    private static func raised(_ descriptor: Int32) -> Int32 {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
        guard copy >= 0 else { return descriptor }
        _ = close(descriptor)
        return copy
    }

    /// Sends the worker `request` (one line); false when the worker has ended.
    func send(_ request: String) -> Bool {
        socket.send(request)
    }

    /// The worker's reply to the request sent last, or `nil` when it ended first.
    func readReply() -> String? {
        socket.readLine()
    }

    /// Tells an idle worker there is no more to do and waits for it to end.
    func finish() {
        _ = end()
    }

    /// Closes the socket, waits for the process to end and for its standard error to be
    /// passed on; what ended it: the trap's message it printed, or else its exit status or
    /// signal.
    func end() -> CatalogCrash {
        socket.close()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let transcript = errors.finish()
        return CatalogCrash(message: Self.trapMessage(in: transcript) ?? "The worker process ended with \(Self.describe(status)) and printed no trap message.")
    }

    /// `exit status N` or `signal N (name)` for a `waitpid` status.
    static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        guard signal != 0 else { return "exit status \((status >> 8) & 0xFF)" }
        let name = strsignal(signal).map { String(cString: $0) } ?? "unknown"
        return "signal \(signal) (\(name))"
    }

    /// What Swift prints before it traps, and the runtime's other last words.
    static let trapMarkers = ["Fatal error", "Precondition failed", "Assertion failed", "Could not cast value of type",
                              "Fatal access conflict", "Incorrect actor executor assumption"]

    /// What UIKit prints where iOS would raise an exception that ends the app (a nib or a
    /// storyboard that cannot be loaded, a missing segue): the app's own code often traps
    /// right after, on an `as!` or a `!` that the release build compiles to a bare trap.
    static let uikitReportPrefix = "UIKit: "

    /// The trap's line in a worker's standard error (`File.swift:12: Fatal error: message`):
    /// the last line with a trap marker before the backtrace; failing that, UIKit's last
    /// report of what iOS would have raised; `nil` when there is neither.
    static func trapMessage(in transcript: String) -> String? {
        var lines: [Substring] = []
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("*** ") || line.hasPrefix("Current stack trace:") || line.hasPrefix("💣 ") { break }
            lines.append(line)
        }
        let line = lines.last { line in trapMarkers.contains { line.contains($0) } } ?? lines.last { $0.hasPrefix(uikitReportPrefix) }
        return line.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
