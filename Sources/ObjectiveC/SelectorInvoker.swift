/// A method made callable by a selector: which objects it accepts and how to call it.
struct SelectorInvoker: Sendable {
    /// The class the method was declared for.
    let targetClass: ObjectIdentifier
    /// That class's name, for messages.
    let className: String
    /// Whether an object is an instance of that class or a subclass.
    let accepts: @Sendable (AnyObject) -> Bool
    /// Calls the method on an accepted object.
    let invoke: @MainActor @Sendable (AnyObject, [Any?]) -> Any?

    init<Target: AnyObject>(target: Target.Type, invoke method: @escaping @MainActor @Sendable (Target, [Any?]) -> Any?) {
        targetClass = ObjectIdentifier(target)
        className = ClassHierarchy.name(of: target)
        accepts = { $0 is Target }
        invoke = { object, arguments in
            guard let typed = object as? Target else { return SelectorArgumentMismatch() }
            return method(typed, arguments)
        }
    }
}

/// What an invoker returns when the arguments it was given do not fit the method's
/// parameters: the method was not called.
struct SelectorArgumentMismatch {}
