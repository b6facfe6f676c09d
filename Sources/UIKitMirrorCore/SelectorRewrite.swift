import Foundation

/// The text that replaces a `#selector(...)` expression: a `Selector` that carries an
/// invoker when the module declares the method, else one made from its Objective-C name.
///
/// ```swift
/// #selector(tapped(_:event:))   // in class CardView
/// Selector("tapped:event:", target: CardView.self, invoke: { target, arguments in Selector.call(target.tapped(_:event:), arguments) })
/// ```
struct SelectorRewrite {
    let index: ModuleIndex
    /// The name of the type the expression sits in (qualified), if any.
    let enclosingType: String?

    /// The replacement for `reference`; `"\u{0}"` marks where line breaks may go.
    func replacement(for reference: SelectorReference) -> String {
        guard let (target, typeName) = resolveTarget(reference.qualifier) else {
            return nameOnly(fallbackName(reference))
        }
        switch reference.kind {
        case .method:
            guard let (method, _) = index.method(reference.baseName, labels: reference.labels, in: target) else {
                return nameOnly(fallbackName(reference))
            }
            return methodSelector(method, typeName: typeName)
        case .getter, .setter:
            guard let (property, _) = index.property(reference.baseName, in: target), !property.isStatic else {
                return nameOnly(fallbackName(reference))
            }
            return accessorSelector(property, kind: reference.kind, typeName: typeName)
        }
    }

    /// The type whose method the reference names and how to spell it in the invoker.
    private func resolveTarget(_ qualifier: SelectorReference.Qualifier) -> (IndexedType, String)? {
        let scope = enclosingType.map { $0.split(separator: ".").map(String.init) } ?? []
        let found: IndexedType?
        switch qualifier {
        case .none, .selfExpression:
            found = enclosingType.flatMap { index.types[$0] }
        case .type(let written):
            found = index.type(named: written, from: scope)
        case .expression:
            return nil
        }
        guard let type = found, type.kind == .class || type.kind == .extended else { return nil }
        if type.isGeneric, type.name != enclosingType { return nil }
        return (type, type.name)
    }

    private func methodSelector(_ method: IndexedMethod, typeName: String) -> String {
        guard let body = Self.methodInvoker(method) else { return nameOnly(method.objectiveCName) }
        return invoker(method.objectiveCName, typeName: typeName, body: body)
    }

    /// Whether an invoker can call `method`: an instance method, not `async`, of at most four
    /// parameters, none `inout` or variadic (`Selector.call` takes no more).
    static func isCallable(_ method: IndexedMethod) -> Bool {
        !method.isStatic && !method.isAsync && method.labels.count <= 4
            && !method.parameterTypes.contains { $0.hasPrefix("inout ") || $0.hasSuffix("...") }
    }

    /// The closure that calls `method` on a target with the arguments a selector is performed
    /// with, or `nil` when `isCallable(_:)` says no.
    static func methodInvoker(_ method: IndexedMethod) -> String? {
        guard isCallable(method) else { return nil }
        let attempt = method.isThrowing ? "try? " : ""
        return method.labels.isEmpty
            ? "{ target, _ in \(attempt)target.\(method.baseName)() }"
            : "{ target, arguments in \(attempt)Selector.call(target.\(method.swiftReference), arguments) }"
    }

    /// The closure that sets the property `name` of `typeName` to a selector's first argument.
    static func setterInvoker(_ name: String, typeName: String) -> String {
        "{ target, arguments in Selector.assign(arguments, to: \\\(typeName).\(name), of: target) }"
    }

    private func accessorSelector(_ property: IndexedProperty, kind: SelectorReference.Kind, typeName: String) -> String {
        let getterName = property.customObjectiveCName ?? ObjectiveCName.getter(property.name.trimmingBackticks)
        if kind == .getter {
            return invoker(getterName, typeName: typeName, body: "{ target, _ in target.\(property.name) }")
        }
        let setterName = ObjectiveCName.setter(property.name.trimmingBackticks)
        guard property.isSettable else { return nameOnly(setterName) }
        return invoker(setterName, typeName: typeName, body: Self.setterInvoker(property.name, typeName: typeName))
    }

    private func invoker(_ name: String, typeName: String, body: String) -> String {
        "Selector(\(Self.literal(name)), target: \(typeName).self, invoke: \(body)\u{0})"
    }

    private func nameOnly(_ name: String) -> String {
        "Selector(\(Self.literal(name))\u{0})"
    }

    /// The Objective-C name of a method or accessor the module does not declare, from the
    /// reference alone.
    private func fallbackName(_ reference: SelectorReference) -> String {
        switch reference.kind {
        case .method: ObjectiveCName.method(reference.plainBaseName, labels: reference.labels ?? [])
        case .getter: ObjectiveCName.getter(reference.plainBaseName)
        case .setter: ObjectiveCName.setter(reference.plainBaseName)
        }
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
