/// A type's name as `String(describing:)` spells it ("TitleLabel", "Optional<Int>"), without
/// its cost: `String(describing:)` first asks whether the metatype conforms to the printing
/// protocols, and the first such question about each type searches every conformance record
/// of the executable (a tenth of a millisecond each in the `catalog` executable; a catalog
/// names dozens of types, and every worker process builds it again). A metatype conforms to
/// none of them, so the name is all `String(describing:)` would give. Used for views' names
/// in reports and for catalog entries and inspectables.
package enum TypeName {
    package static func of(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }
}
