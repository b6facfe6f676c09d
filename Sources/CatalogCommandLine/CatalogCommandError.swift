/// An error a command prints as it is.
struct CatalogCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
