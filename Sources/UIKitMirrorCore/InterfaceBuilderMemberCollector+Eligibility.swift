import SwiftSyntax

extension InterfaceBuilderMemberCollector {
    /// Why the members of `typeName`, declared in `owner` (its body or an extension), cannot be
    /// registered, or `nil` when they can: the registration is an extension of the type at file
    /// level naming `Type.self`, so the type must be a class that such an extension reaches and
    /// that has one concrete type.
    func unregistrable(_ typeName: String, owner: Syntax) -> String? {
        if !ExtensionHoistRewrite.isModuleLevel(owner) {
            return "\(typeName) is declared inside a function, where no extension reaches it; declare it outside the function."
        }
        if let declaration = owner.as(ClassDeclSyntax.self), declaration.genericParameterClause != nil {
            return Self.genericAdvice(typeName)
        }
        if let declaration = owner.as(ExtensionDeclSyntax.self) {
            if declaration.genericWhereClause != nil || declaration.extendedType.trimmedDescription.contains("<") {
                return "the extension of \(typeName) is constrained to some of its generic arguments, and a selector needs "
                    + "one class; declare the members in a non-generic subclass."
            }
        } else if !owner.is(ClassDeclSyntax.self) {
            return "\(typeName) is not a class, and Interface Builder sets and calls members of classes only."
        }
        if let type = index.types[typeName], type.isDeclared {
            if type.kind != .class {
                return "\(typeName) is not a class, and Interface Builder sets and calls members of classes only."
            }
            if type.isGeneric { return Self.genericAdvice(typeName) }
        }
        let parts = typeName.split(separator: ".").map(String.init)
        for depth in stride(from: 1, to: parts.count, by: 1) {
            let enclosing = parts.prefix(depth).joined(separator: ".")
            if index.types[enclosing]?.isGeneric == true {
                return "\(typeName) is nested in the generic type \(enclosing), and a selector needs one concrete class; "
                    + "declare it outside \(enclosing)."
            }
        }
        for depth in stride(from: 2, through: parts.count, by: 1) {
            let nested = parts.prefix(depth).joined(separator: ".")
            if index.types[nested]?.access == .private {
                return "\(nested) is private inside \(parts.prefix(depth - 1).joined(separator: ".")), so no extension "
                    + "at file level reaches it; make it fileprivate."
            }
        }
        return nil
    }

    private static func genericAdvice(_ typeName: String) -> String {
        "\(typeName) is generic, and a selector needs one concrete class; use a non-generic subclass in the document."
    }
}
