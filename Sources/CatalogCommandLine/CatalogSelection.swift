import ArgumentParser
import Catalog
import Locking

/// The catalog the `render` command works on, handed over by the executable's entry point.
enum CatalogSelection {
    /// How to make the catalog, and the title the executable gave (if any).
    private struct Source: Sendable {
        var make: @MainActor @Sendable () -> Catalog
        var title: String?
    }

    private static let source = Locked<Source?>(nil)
    /// The catalog once made, with its title.
    private static let made = Locked<(catalog: Catalog, title: String)?>(nil)

    /// Keeps `make` for the first command that needs the catalog: building it reads the
    /// team's Interface Builder documents and asset catalogs, which `--help`, `fonts` and
    /// `shape` never need, and `render` starts its workers first.
    static func set(_ make: @escaping @MainActor @Sendable () -> Catalog, title: String?) {
        source.withLock { $0 = Source(make: make, title: title) }
        made.withLock { $0 = nil }
    }

    /// The catalog and its title (by default the catalog's name), made the first time it is
    /// asked for, on the main thread (commands run there); an error that says how to hand one
    /// over when none was.
    static func required() throws -> (catalog: Catalog, title: String) {
        if let known = made.withLock({ $0 }) { return known }
        guard let source = source.withLock({ $0 }) else {
            throw ValidationError("This executable has no catalog: call CatalogCommand.main(catalog:title:) from its main.swift.")
        }
        let catalog = MainActor.assumeIsolated { source.make() }
        let selection = (catalog: catalog, title: source.title ?? catalog.name)
        made.withLock { $0 = selection }
        return selection
    }
}
