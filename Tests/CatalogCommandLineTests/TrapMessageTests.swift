@testable import CatalogCommandLine
import Testing

/// How a worker's standard error becomes a crash's message: the runtime's trap line, not the
/// backtrace after it; the process's end when it printed none.
@Suite("Trap messages")
struct TrapMessageTests {
    @Test("The trap's line is found among the worker's other output and before the backtrace", arguments: [
        ("warning: something\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\nCurrent stack trace:\n0 libswiftCore.so",
         "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"),
        ("Team/Card.swift:12: Precondition failed: needs a title\n\n*** Signal 4: Backtracing from 0x1... done ***\nFatal error in frame",
         "Team/Card.swift:12: Precondition failed: needs a title"),
        ("Could not cast value of type 'UIView' (0x1) to 'UILabel' (0x2).\n", "Could not cast value of type 'UIView' (0x1) to 'UILabel' (0x2)."),
        // A release build traps on `as!` without a line; UIKit said what iOS would have raised.
        ("UIKit: Could not load NIB in bundle: no Card.xib in /app.\nlayout warning\n", "UIKit: Could not load NIB in bundle: no Card.xib in /app."),
        // Swift's own trap line wins over an earlier UIKit report.
        ("UIKit: Could not load NIB in bundle: no Card.xib in /app.\nTeam/Card.swift:9: Fatal error: no card\n", "Team/Card.swift:9: Fatal error: no card"),
    ])
    func trapLine(transcript: String, message: String) {
        #expect(WorkerProcess.trapMessage(in: transcript) == message)
    }

    @Test("A worker that printed no trap is described by how it ended")
    func noTrap() {
        #expect(WorkerProcess.trapMessage(in: "layout warning\n") == nil)
        #expect(WorkerProcess.describe(11) == "signal 11 (Segmentation fault)")
        #expect(WorkerProcess.describe(1 << 8) == "exit status 1")
    }
}
