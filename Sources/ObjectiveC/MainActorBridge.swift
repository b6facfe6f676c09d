/// Runs main-actor code from code that is not isolated to the main actor, on the calling
/// thread, as Darwin's runtime calls Objective-C methods wherever it is asked to.
///
/// The product builds and draws views on the main thread (docs/THREADING.md), but the
/// runtime's dynamic entry points (`perform(_:)`, `value(forKey:)`, timers, notifications)
/// are nonisolated as on Darwin, so they reach the team's main-actor code through
/// isolation-erased function values.
enum MainActorBridge {
    /// Calls `body` with `argument` on this thread without hopping to the main actor.
    static func call<Argument, Value>(_ body: @MainActor (Argument) -> Value, with argument: Argument) -> Value {
        withoutActuallyEscaping(body) { escapable in
            let erased = unsafeBitCast(escapable, to: ((Argument) -> Value).self)
            return erased(argument)
        }
    }
}

extension Selector {
    /// Performs the selector from code not isolated to the main actor (see `MainActorBridge`).
    package func performAnywhere(on target: AnyObject, with arguments: [Any?]) -> Result<Any?, SelectorError> {
        MainActorBridge.call({ (input: (Selector, AnyObject, [Any?])) in
            input.0.invoke(on: input.1, with: input.2)
        }, with: (self, target, arguments))
    }
}
