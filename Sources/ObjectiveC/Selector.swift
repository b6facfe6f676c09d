/// The name of a method as the Objective-C runtime knows it (`"tapped:"`,
/// `"handleWithGesture:"`), which target-action, notifications, timers and `perform(_:)`
/// take.
///
/// Two selectors with the same name are equal, whatever else they carry. A selector that
/// uikit-mirror makes from `#selector(...)` also carries an invoker that calls the method,
/// and records it in a process-wide registry, so a selector made later from the same string
/// (`Selector("tapped:")`, `NSSelectorFromString`) finds the method on instances of that
/// class and its subclasses.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The Objective-C name: the method's base name and one colon per argument.
    package let name: String
    /// How to call the method, when the selector was made from a method reference.
    let invoker: SelectorInvoker?

    /// The selector named `name`; performing it finds a registered invoker by that name.
    public init(_ name: String) {
        self.name = name
        invoker = nil
    }

    /// The selector named `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The selector `name` of the methods of `target` and its subclasses, performed by
    /// `invoke`, which receives the object and the arguments it is performed with (the
    /// sender, the notification, the timer, ...) and returns the method's result.
    ///
    /// Code rewritten by uikit-mirror makes these from `#selector(...)`; the invoker is also
    /// registered under `name` for `target`, replacing an earlier one for the same class.
    public init<Target: AnyObject>(
        _ name: String,
        target: Target.Type,
        invoke: @escaping @MainActor @Sendable (Target, [Any?]) -> Any?
    ) {
        let invoker = SelectorInvoker(target: target, invoke: invoke)
        self.name = name
        self.invoker = invoker
        SelectorRegistry.shared.register(invoker, named: name)
    }

    /// The name, as Darwin prints a selector.
    public var description: String { name }

    /// Whether two selectors have the same name (whatever invokers they carry).
    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.name == rhs.name
    }

    /// Hashes the name only, as equality compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// The invoker that performs this selector on `target`: the one it carries when
    /// `target` is of its class, else the one registered under its name for the nearest
    /// class of `target`'s lineage.
    func invoker(for target: AnyObject) -> SelectorInvoker? {
        if let invoker, invoker.accepts(target) { return invoker }
        return SelectorRegistry.shared.invoker(named: name, for: type(of: target))
    }

    /// Whether performing this selector on `target` finds a method.
    package func isPerformable(on target: AnyObject) -> Bool {
        invoker(for: target) != nil
    }

    /// Performs the selector on `target` with `arguments`: returns the method's result, or
    /// why no method was called.
    @preconcurrency @MainActor
    package func invoke(on target: AnyObject, with arguments: [Any?]) -> Result<Any?, SelectorError> {
        guard let found = invoker(for: target) else {
            if let invoker {
                return .failure(.targetMismatch(selector: name, expectedClass: invoker.className,
                                                actualClass: ClassHierarchy.className(of: target)))
            }
            return .failure(.unrecognized(selector: name, className: ClassHierarchy.className(of: target)))
        }
        let result = found.invoke(target, arguments)
        if result is SelectorArgumentMismatch {
            return .failure(.argumentMismatch(selector: name, className: ClassHierarchy.className(of: target),
                                              argumentTypes: arguments.map(ClassHierarchy.typeName(of:))))
        }
        return .success(result)
    }
}
