import Locking

/// The mirrored modules whose Interface Builder members are registered: finds a module's
/// generated `UIKitMirrorModuleMembers` class by its qualified name and calls its
/// `register()` once per process.
package enum MirroredModules {
    /// The name of the class the UIKitMirror plugin generates in each mirrored module.
    package static let membersClassName = "UIKitMirrorModuleMembers"

    /// The modules whose members have been registered.
    private static let registered = Locked<Set<String>>([])

    /// Registers the members of `module` (a Swift module name, such as the `customModule` of
    /// an Interface Builder document) unless that was done before, and returns whether the
    /// module has them: `false` when it has no `UIKitMirrorModuleMembers` conforming to
    /// `MirroredModuleMembers` (it is not mirrored, or not linked into the program).
    ///
    /// Thread-safe: concurrent calls for one module register it once, and each returns after
    /// the registration has finished. `register()` must not call this again (the lock is not
    /// recursive); generated ones never do.
    @discardableResult
    package static func load(module: String) -> Bool {
        registered.withLock { modules in
            if modules.contains(module) { return true }
            guard let members = membersType(of: module) else { return false }
            members.register()
            modules.insert(module)
            return true
        }
    }

    /// Whether `load(module:)` has registered the members of `module`.
    package static func isLoaded(_ module: String) -> Bool {
        registered.withLock { $0.contains(module) }
    }

    /// The conformer `module` declares under the generated class's name, if any.
    package static func membersType(of module: String) -> (any MirroredModuleMembers.Type)? {
        guard !module.isEmpty, !module.contains("."), let type = _typeByName(module + "." + membersClassName) else { return nil }
        return type as? any MirroredModuleMembers.Type
    }
}
