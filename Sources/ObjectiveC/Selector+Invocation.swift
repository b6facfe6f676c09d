/// Helpers the invokers that uikit-mirror generates from `#selector(...)` call: each takes
/// the method (an unapplied reference such as `target.tapped(_:event:)`, whose parameter
/// types the compiler knows) and the arguments the selector is performed with, casts as many
/// arguments as the method takes to its parameter types, and calls it.
///
/// A missing or `nil` argument fits an optional parameter as `nil`; an argument that does
/// not fit a parameter leaves the method uncalled, and the call that performed the selector
/// records a runtime issue naming the arguments' types. Numbers convert between numeric
/// types as `NSNumber` does on Darwin (an `Int` fits a `CGFloat` parameter).
extension Selector {
    /// Calls a method of one parameter with the first argument.
    @preconcurrency @MainActor
    public static func call<A, Result>(_ method: (A) throws -> Result, _ arguments: [Any?]) rethrows -> Any? {
        guard let a = fit(arguments, 0, A.self) else { return SelectorArgumentMismatch() }
        return try method(a)
    }

    /// Calls a method of two parameters with the first two arguments.
    @preconcurrency @MainActor
    public static func call<A, B, Result>(_ method: (A, B) throws -> Result, _ arguments: [Any?]) rethrows -> Any? {
        guard let a = fit(arguments, 0, A.self), let b = fit(arguments, 1, B.self) else { return SelectorArgumentMismatch() }
        return try method(a, b)
    }

    /// Calls a method of three parameters with the first three arguments.
    @preconcurrency @MainActor
    public static func call<A, B, C, Result>(_ method: (A, B, C) throws -> Result, _ arguments: [Any?]) rethrows -> Any? {
        guard let a = fit(arguments, 0, A.self), let b = fit(arguments, 1, B.self), let c = fit(arguments, 2, C.self) else {
            return SelectorArgumentMismatch()
        }
        return try method(a, b, c)
    }

    /// Calls a method of four parameters with the first four arguments.
    @preconcurrency @MainActor
    public static func call<A, B, C, D, Result>(_ method: (A, B, C, D) throws -> Result, _ arguments: [Any?]) rethrows -> Any? {
        guard let a = fit(arguments, 0, A.self), let b = fit(arguments, 1, B.self), let c = fit(arguments, 2, C.self),
              let d = fit(arguments, 3, D.self) else {
            return SelectorArgumentMismatch()
        }
        return try method(a, b, c, d)
    }

    /// Sets the property at `keyPath` of `target` to the first argument (a setter selector).
    @preconcurrency @MainActor
    public static func assign<Target, Value>(_ arguments: [Any?], to keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target) -> Any? {
        guard let value = fit(arguments, 0, Value.self) else { return SelectorArgumentMismatch() }
        target[keyPath: keyPath] = value
        return nil
    }

    /// The argument at `index` as a `Value`, or `nil` when it does not fit (`.some(nil)`
    /// for an optional `Value` and a missing or `nil` argument).
    static func fit<Value>(_ arguments: [Any?], _ index: Int, _ type: Value.Type) -> Value? {
        let argument = index < arguments.count ? ClassHierarchy.flattened(arguments[index]) : nil
        guard let argument else { return (Value.self as? any OptionalValue.Type)?.none as? Value }
        return ValueConversion.convert(argument, to: Value.self)
    }
}
