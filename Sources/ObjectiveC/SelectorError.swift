/// Why performing a selector called no method.
package enum SelectorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No method of the target's class or its superclasses is known under the selector.
    case unrecognized(selector: String, className: String)
    /// The selector was made for methods of another class than the target's.
    case targetMismatch(selector: String, expectedClass: String, actualClass: String)
    /// The arguments do not fit the method's parameters (missing or of other types).
    case argumentMismatch(selector: String, className: String, argumentTypes: [String])

    /// What happened, and what to do about it.
    package var description: String {
        switch self {
        case let .unrecognized(selector, className):
            "-[\(className) \(selector)]: unrecognized selector: no method of \(className) or its superclasses "
                + "is known by the name '\(selector)'. Selectors made from strings find only methods that some "
                + "#selector(...) in mirrored code (or Selector(_:target:invoke:)) has named before; check the "
                + "spelling (one colon per argument, e.g. 'tapped:') or make the selector with #selector."
        case let .targetMismatch(selector, expectedClass, actualClass):
            "-[\(actualClass) \(selector)]: the selector names a method of \(expectedClass), and \(actualClass) "
                + "is not \(expectedClass) or a subclass of it. Pass an instance of \(expectedClass) as the target, "
                + "or make the selector from a method of \(actualClass)."
        case let .argumentMismatch(selector, className, argumentTypes):
            "-[\(className) \(selector)]: the arguments (\(argumentTypes.joined(separator: ", "))) do not fit "
                + "the method's parameters, so it was not called. Change the method's parameter types to ones "
                + "the sender passes (e.g. Any? or the sender's class)."
        }
    }
}
