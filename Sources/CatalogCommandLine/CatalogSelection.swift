import Catalog
import Synchronization

/// The catalog the `render` command works on, handed over by the executable's entry point.
enum CatalogSelection {
    private static let selected = Mutex<(catalog: Catalog, title: String)?>(nil)

    static func set(_ catalog: Catalog, title: String) {
        selected.withLock { $0 = (catalog, title) }
    }

    static var current: (catalog: Catalog, title: String)? {
        selected.withLock { $0 }
    }
}
