import Catalog

/// What a command says when it selected nothing to work on (exit status
/// `ExitStatus.nothingSelected`): a run that compared or rendered nothing never passes
/// quietly.
enum NothingSelected {
    /// At most this many component names are suggested.
    static let namesShown = 12

    /// `Nothing to <verb>: ...`, saying why: the filter matches no name (with the names it
    /// could match), or the catalog has no variants. `references` names the catalog's
    /// reference folder when its references were looked at too.
    static func message(doing verb: String, catalog: Catalog, filter: String?, references: String?) -> String {
        let filter = filter ?? ""
        guard !filter.isEmpty else {
            let store = references.map { ", and \($0) holds no references" } ?? ""
            return "Nothing to \(verb): the catalog \"\(catalog.name)\" has no variants\(store). Add entries to the catalog."
        }
        let store = references.map { ", in the catalog or among the references in \($0)" } ?? ""
        let names = catalog.entries.map(\.name)
        let shown = names.prefix(namesShown).joined(separator: ", ") + (names.count > namesShown ? ", …" : "")
        let known = names.isEmpty ? " The catalog has no components." : " Its components: \(shown)."
        return "Nothing to \(verb): no group, component or variant name contains \"\(filter)\"\(store)." + known
            + " Check the spelling (matching ignores case), or leave out --filter."
    }
}
