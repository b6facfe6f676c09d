import ArgumentParser
import Catalog
import Locking

/// The catalog the `render` command works on, handed over by the executable's entry point.
enum CatalogSelection {
    private static let selected = Locked<(catalog: Catalog, title: String)?>(nil)

    static func set(_ catalog: Catalog, title: String) {
        selected.withLock { $0 = (catalog, title) }
    }

    /// The catalog and its title; an error that says how to hand one over when none was.
    static func required() throws -> (catalog: Catalog, title: String) {
        guard let selection = selected.withLock({ $0 }) else {
            throw ValidationError("This executable has no catalog: call CatalogCommand.main(catalog:title:) from its main.swift.")
        }
        return selection
    }
}
