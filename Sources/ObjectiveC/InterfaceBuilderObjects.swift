import Locking

/// How an Interface Builder document makes the team's objects that are neither views nor
/// controllers: a `<customObject customClass="…">` (an `NSObject` subclass: a data source,
/// a formatter, a transition delegate) and a segue of a custom class (a `UIStoryboardSegue`
/// subclass). iOS makes them with Objective-C's `alloc`/`init`; Swift on Linux cannot call an
/// initializer of a class it only knows at run time unless that initializer is `required`,
/// which `NSObject.init()` and `UIStoryboardSegue`'s initializer are not.
///
/// So the UIKit mirror registers a factory for each class of a mirrored module that has such
/// an initializer (its own, or one it inherits), in the same generated code that registers the
/// module's outlets and actions; a document loading finds it by the class. Nothing is made
/// for a class that has no factory: the loading reports it.
public enum InterfaceBuilderObjects {
    /// Factories by class: `@MainActor @Sendable () -> AnyObject` for objects,
    /// `@MainActor @Sendable (Arguments) -> AnyObject` for segues.
    private static let factories = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// Registers how to make an instance of `type` with no arguments (`Type()`); returns true.
    @discardableResult
    public static func register<T: AnyObject>(_ type: T.Type, make: @escaping @MainActor @Sendable () -> T) -> Bool {
        let erased: @MainActor @Sendable () -> AnyObject = { make() }
        factories.withLock { $0[ObjectIdentifier(type)] = erased }
        return true
    }

    /// Registers how to make an instance of `type` from `Arguments` (a segue's identifier,
    /// source and destination); returns true.
    @discardableResult
    public static func register<T: AnyObject, Arguments>(_ type: T.Type,
                                                         make: @escaping @MainActor @Sendable (Arguments) -> T) -> Bool {
        let erased: @MainActor @Sendable (Arguments) -> AnyObject = { make($0) }
        factories.withLock { $0[ObjectIdentifier(type)] = erased }
        return true
    }

    /// A new instance of exactly `type` made by its registered factory; nil when none is
    /// registered.
    @MainActor
    public static func make(_ type: AnyObject.Type) -> AnyObject? {
        guard let factory = factories.withLock({ $0[ObjectIdentifier(type)] }) as? @MainActor @Sendable () -> AnyObject else {
            return nil
        }
        return factory()
    }

    /// A new instance of exactly `type` made from `arguments` by its registered factory; nil
    /// when none is registered for those arguments.
    @MainActor
    public static func make<Arguments>(_ type: AnyObject.Type, _ arguments: Arguments) -> AnyObject? {
        let factory = factories.withLock { $0[ObjectIdentifier(type)] }
        guard let make = factory as? @MainActor @Sendable (Arguments) -> AnyObject else { return nil }
        return make(arguments)
    }

    /// Whether a factory is registered for exactly `type`.
    public static func hasFactory(for type: AnyObject.Type) -> Bool {
        factories.withLock { $0[ObjectIdentifier(type)] != nil }
    }
}
