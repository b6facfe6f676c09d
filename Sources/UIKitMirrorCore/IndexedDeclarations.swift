/// A method of a type, as the module index records it.
public struct IndexedMethod: Equatable, Sendable {
    /// The base name (`tapped`).
    public var baseName: String
    /// The argument labels, `nil` for `_`.
    public var labels: [String?]
    /// The parameter types as written.
    public var parameterTypes: [String]
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// Whether it `throws`.
    public var isThrowing: Bool
    /// Whether it is `async`.
    public var isAsync: Bool
    /// The name from `@objc(name:)`, if any.
    public var customObjectiveCName: String?

    /// The Objective-C selector name: the custom one, else Swift's rules.
    public var objectiveCName: String {
        customObjectiveCName ?? ObjectiveCName.method(baseName.trimmingBackticks, labels: labels, throws: isThrowing)
    }

    /// The Swift reference with labels: `tapped(_:event:)`, or `tapped` with no parameters.
    public var swiftReference: String {
        labels.isEmpty ? baseName : "\(baseName)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    }
}

/// A stored or computed property of a type.
public struct IndexedProperty: Equatable, Sendable {
    /// The name.
    public var name: String
    /// The type as written, if written.
    public var type: String?
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// Whether it can be set (a `var` without a get-only accessor).
    public var isSettable: Bool
    /// The property's access level.
    public var access: AccessLevel
    /// The setter's access level (`private(set)`), when it differs.
    public var setterAccess: AccessLevel?
    /// Whether it is marked `@IBInspectable`.
    public var isInspectable: Bool
    /// The getter name from `@objc(name)`, if any.
    public var customObjectiveCName: String?
    /// The line it is declared on (1-based), in `file`.
    public var line: Int
    /// The file it is declared in.
    public var file: String
}

/// An initializer of a type.
public struct IndexedInitializer: Equatable, Sendable {
    /// The argument labels, `nil` for `_`.
    public var labels: [String?]
    /// Whether it is a `convenience` initializer.
    public var isConvenience: Bool
    /// Whether it is failable (`init?`, `init!`).
    public var isFailable: Bool
}

/// An `optional` requirement of an `@objc` protocol.
public struct OptionalRequirement: Equatable, Sendable {
    /// The protocol's name, qualified when nested.
    public var protocolName: String
    /// The requirement's base name.
    public var baseName: String
    /// The argument labels, `nil` for `_` (empty for a property).
    public var labels: [String?]
    /// Whether it is a method (else a property or subscript).
    public var isMethod: Bool
}
