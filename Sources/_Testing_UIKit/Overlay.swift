// Swift Testing declares a cross-import overlay for UIKit: a test file that imports both
// Testing and UIKit makes the compiler look for this module. Apple ships it; the Linux
// toolchain does not, so this package provides it (empty: image attachments are not offered
// here).
@_exported import UIKit
