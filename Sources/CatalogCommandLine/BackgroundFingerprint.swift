import Dispatch
import Foundation

/// The render inputs' fingerprint (`RenderInputs`), worked out on a thread of its own while
/// the workers render. It stats the executable, its libraries and the font files, and loads
/// the font library to list them: time a render with no earlier render to compare with need
/// not wait for before starting its workers.
final class BackgroundFingerprint: @unchecked Sendable {
    // Unchecked: `value` is written once, on the thread, before `done` is signalled, and read
    // only after `done` was waited for.
    private let done = DispatchSemaphore(value: 0)
    private var value: String?

    init(settings: [String], documents: [String]) {
        Thread { [self] in
            value = RenderInputs.fingerprint(settings: settings, documents: documents)
            done.signal()
        }.start()
    }

    /// The fingerprint, once the thread has it (nil when it could not be made).
    var result: String? {
        done.wait()
        done.signal()
        return value
    }
}
