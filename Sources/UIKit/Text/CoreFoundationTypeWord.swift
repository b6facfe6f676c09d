/// The value of the first stored word of UIKit's `NSObject` subclasses that Foundation keeps
/// in its Core Foundation collections: the attribute values of attributed strings (fonts,
/// colors, paragraph styles, shadows).
///
/// swift-corelibs-foundation treats the first stored word of any object it is handed as the
/// Core Foundation type word (`_cfinfoa`, whose bits 8 to 17 hold the type id). For a Swift
/// subclass of `NSObject` that word is the subclass's first stored property. When its type id
/// bits are 0 (a small number, `false`, `nil`), Core Foundation takes the object for one of
/// its own and does not ask Swift to compare it: two runs with different fonts or colors
/// side by side (bold text next to regular text) then stop the process in
/// `CFAttributedStringSetAttribute`. A type id no Core Foundation class has (all ten bits set)
/// makes Core Foundation hand the object to Swift's `isEqual(_:)` and `hash`, as Foundation's
/// own Swift classes are handed. The other bits are Core Foundation's flags and stay clear.
enum CoreFoundationTypeWord {
    /// The word: type id 1023, no flags.
    static let swiftObject: UInt64 = 0x3FF << 8
}
