// C names Darwin's headers give every file that imports Foundation or UIKit, and that Linux's
// Glibc and Dispatch modules do not export: `NSInteger` (from the Objective-C runtime's
// NSObjCRuntime.h), the nanosecond constants of dispatch/time.h (Linux's Dispatch keeps its
// C module private) and math.h's `MAXFLOAT` and `HUGE` (which Glibc's module leaves out).
// Values and types are the ones Swift imports on Darwin.

/// A signed integer of the platform's word size, the Objective-C runtime's `NSInteger`.
public typealias NSInteger = Int
/// An unsigned integer of the platform's word size, the Objective-C runtime's `NSUInteger`.
public typealias NSUInteger = UInt

/// Nanoseconds in a second, `NSEC_PER_SEC` of dispatch/time.h.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond, `NSEC_PER_MSEC` of dispatch/time.h.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second, `USEC_PER_SEC` of dispatch/time.h.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond, `NSEC_PER_USEC` of dispatch/time.h.
public let NSEC_PER_USEC: UInt64 = 1_000

/// The largest finite `Float`, math.h's `MAXFLOAT`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
/// math.h's `HUGE` (defined as `MAXFLOAT`): what code sets `repeatCount` to for an animation
/// that repeats forever, as Core Animation documents for `greatestFiniteMagnitude`.
public let HUGE: Float = .greatestFiniteMagnitude
