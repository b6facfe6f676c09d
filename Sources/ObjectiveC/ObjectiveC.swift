// The Objective-C runtime API that iOS code uses and Linux lacks, under the name iOS code
// imports it by: `import ObjectiveC` finds this module on Linux, where no other module has
// that name. Like Darwin's ObjectiveC and Foundation pair, it gives its clients Foundation.
//
// What it supplies:
// - `Selector` and its process-wide registry of invokers (`#selector` rewritten by
//   uikit-mirror makes selectors that carry one), `NSStringFromSelector`,
//   `NSSelectorFromString`;
// - `NSObject.responds(to:)`, `perform(_:)` and its variants, delayed performs;
// - key-value coding on `NSObject` (`value(forKey:)`, `setValue(_:forKey:)`, key paths),
//   backed by registered accessors and reflection (`KeyValueCoding`);
// - associated objects (`objc_setAssociatedObject` and its siblings);
// - selector-based `NotificationCenter` observers and `Timer`s;
// - the CoreFoundation type names code casts to (`CFString`, `CFArray`, ...);
// - the registration of mirrored modules' Interface Builder members (`MirroredModuleMembers`,
//   `MirroredModules`), so documents set outlets and call actions by name;
// - storage for `@NSManaged` properties (`ManagedStorage`) and the error thrown by the
//   default implementations of optional protocol requirements
//   (`OptionalRequirementUnimplemented`).
//
// What cannot be done is never silently skipped: it is recorded in `ObjCRuntimeIssues`.
@_exported import Foundation
