/// The code generated after a mirrored file that registers its classes' Interface Builder
/// members under their Objective-C names: a setter selector per outlet and inspectable
/// property (`setTitleLabel:`), an invoker per action (`tapped:`).
///
/// Outlets are often `private`, so the registration sits in the same file, in an extension of
/// the class (which sees its private members), called by one internal function per file that
/// the module's `UIKitMirrorModuleMembers.register()` calls:
///
/// ```swift
/// extension Card {
///     nonisolated fileprivate static func _uikitMirrorRegisterInterfaceBuilderMembers_Card() {
/// #sourceLocation(file: "/team/Card.swift", line: 4)
///         _ = Selector("setTitleLabel:", target: Card.self, invoke: { target, arguments in Selector.assign(arguments, to: \Card.titleLabel, of: target) })
/// #sourceLocation()
///     }
/// }
///
/// nonisolated func _uikitMirrorRegisterInterfaceBuilderMembers_Card_0f3c…() {
///     Card._uikitMirrorRegisterInterfaceBuilderMembers_Card()
/// }
/// ```
///
/// Each statement says it comes from its member's line, so a compiler diagnostic about it
/// points at the team's declaration. The extension is compiled under the `#if` conditions of
/// the declaration the members are in, each statement under those of its member.
struct InterfaceBuilderRegistration {
    /// The base name of the registering methods in the extensions.
    static let methodName = "_uikitMirrorRegisterInterfaceBuilderMembers"

    /// One registration statement and where its member is.
    struct Statement {
        var line: Int
        var conditions: [String]
        var text: String
    }

    /// The statements for one type under one set of conditions: one extension.
    struct Group {
        var typeName: String
        var conditions: [String]
        var statements: [Statement]
    }

    /// The original file.
    let file: String
    private(set) var groups: [Group] = []

    init(file: String) {
        self.file = file
    }

    /// Whether nothing is registered.
    var isEmpty: Bool { groups.isEmpty }

    /// Adds `text`, a statement registering a member of `typeName` declared at `line` under
    /// `memberConditions` (inside a declaration compiled under `typeConditions`).
    mutating func add(_ text: String, typeName: String, typeConditions: [String], memberConditions: [String], line: Int) {
        let statement = Statement(line: line, conditions: memberConditions, text: text)
        if let position = groups.firstIndex(where: { $0.typeName == typeName && $0.conditions == typeConditions }) {
            groups[position].statements.append(statement)
        } else {
            groups.append(Group(typeName: typeName, conditions: typeConditions, statements: [statement]))
        }
    }

    /// The name of the registering method in an extension of `typeName`: with the type's name,
    /// since a subclass's static method of the same name would override its superclass's
    /// (`_uikitMirrorRegisterInterfaceBuilderMembers_Outer_Card`).
    static func methodName(for typeName: String) -> String {
        methodName + "_" + identifier(typeName)
    }

    /// `text` with every character that cannot be in an identifier replaced by `_`.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// The name of the file's registering function: the file's name and a hash of its path,
    /// so two files of a module never share it (`_uikitMirrorRegisterInterfaceBuilderMembers_Card_…`).
    var functionName: String {
        Self.functionName(for: file)
    }

    /// The registering function's name for the file at `path`.
    static func functionName(for path: String) -> String {
        var base = String(path.split(separator: "/").last ?? "")
        if base.hasSuffix(".swift") { base.removeLast(".swift".count) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return methodName + "_" + identifier(base) + "_" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The extensions and the file's function, or empty when nothing is registered.
    var text: String {
        guard !isEmpty else { return "" }
        var counts: [String: Int] = [:]
        var extensions: [String] = []
        var calls: [String] = []
        for group in groups {
            counts[group.typeName, default: 0] += 1
            let count = counts[group.typeName] ?? 1
            let method = Self.methodName(for: group.typeName) + (count > 1 ? "_\(count)" : "")
            let body = group.statements.map { statement in
                let located = "#sourceLocation(file: \(SelectorRewrite.literal(file)), line: \(statement.line))\n"
                    + "        \(statement.text)\n#sourceLocation()"
                return CompilationConditions.wrap(located, in: statement.conditions)
            }.joined(separator: "\n")
            let declaration = "/// Registers the Interface Builder members of \(group.typeName) declared in this file "
                + "under their Objective-C names.\nextension \(group.typeName) {\n"
                + "    nonisolated fileprivate static func \(method)() {\n\(body)\n    }\n}"
            extensions.append(CompilationConditions.wrap(declaration, in: group.conditions))
            calls.append(CompilationConditions.wrap("    \(group.typeName).\(method)()", in: group.conditions))
        }
        let function = "/// Registers the Interface Builder members of this file's classes; "
            + "UIKitMirrorModuleMembers.register() calls it.\n"
            + "nonisolated func \(functionName)() {\n" + calls.joined(separator: "\n") + "\n}"
        return (extensions + [function]).map { $0 + "\n" }.joined(separator: "\n")
    }
}
