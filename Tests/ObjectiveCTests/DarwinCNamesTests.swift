import Dispatch
import ObjectiveC
import Testing

/// The C names Darwin's headers give iOS code, with Darwin's types and values.
@Suite("Darwin's C names")
struct DarwinCNamesTests {
    @Test("Nanosecond constants are UInt64 and compute dispatch times as on Darwin")
    func nanoseconds() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && USEC_PER_SEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        let quarter = Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(quarter == 0.25)
        let start = DispatchTime(uptimeNanoseconds: 5 * NSEC_PER_SEC)
        #expect((start + quarter).uptimeNanoseconds == 5_250_000_000)
    }

    @Test("NSInteger and NSUInteger are the word-sized integers; HUGE and MAXFLOAT the largest finite Float")
    func typesAndLimits() {
        let count: NSInteger = -3
        let index: NSUInteger = 3
        #expect(count + Int(index) == 0)
        #expect(HUGE == Float.greatestFiniteMagnitude && MAXFLOAT == HUGE)
    }
}
