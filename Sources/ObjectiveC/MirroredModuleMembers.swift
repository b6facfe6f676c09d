/// The registration of a module's Interface Builder members (outlets, inspectables, actions)
/// under their Objective-C names, which Swift on Linux cannot look up by itself.
///
/// The UIKitMirror plugin generates one conformer per mirrored module, the public class
/// `UIKitMirrorModuleMembers`, whose `register()` makes a selector for each member: a setter
/// (`setTitleLabel:`) for each `@IBOutlet`, `@IBOutletCollection` and `@IBInspectable`
/// property, and one for each `@IBAction` (`tapped:`). Afterwards `setValue(_:forKey:)`,
/// `perform(_:)`, `responds(to:)` and target-action find them, private ones included.
/// `MirroredModules.load(module:)` finds a module's conformer by name and registers it once
/// per process; loading an Interface Builder document is to call it for the modules the
/// document's classes come from.
public protocol MirroredModuleMembers: AnyObject {
    /// Registers the module's members. Called once per process, from any thread; it only
    /// makes selectors, so it needs no isolation.
    static func register()
}
