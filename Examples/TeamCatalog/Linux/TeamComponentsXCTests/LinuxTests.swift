// The Linux twin of Tests/TeamComponentsXCTests: the UIKitMirror plugin compiles a mirror
// of those iOS test files into this target (see uikit-mirror.json). SwiftPM needs one file
// of the target's own.
import XCTest
