import Foundation
import InterfaceBuilder
import Locking

/// Interface Builder documents in the language of the render, as iOS loads a document with
/// Base Internationalization: its texts replaced by those its string tables give in that
/// language (docs/LOCALIZATION.md). A document `Place.storyboard` takes them from
/// `<language>.lproj/Place.strings` beside it (or beside the `Base.lproj` folder it is in), from
/// `Place.xcstrings`, and from `Place.storyboard.strings.json`, the String Catalog the UIKit
/// mirror writes from the team's tables when it copies the document. Each document is
/// localized once per language.
enum NibLocalization {
    /// A document in one language and the texts that language lacks.
    private struct Localized: Sendable {
        let document: IBDocument
        let missing: [MissingTranslation]
    }

    private static let cache = Locked<[String: Localized]>([:])

    /// The file the UIKit mirror writes beside a copied document, holding its tables.
    static func mirrorCatalogName(of documentFileName: String) -> String {
        documentFileName + ".strings.json"
    }

    /// `document`, read from `url`, with its texts in the current language; a text the
    /// language's table lacks while other languages have it is noted as a missing
    /// translation in the render running now.
    static func document(_ document: IBDocument, at url: URL?) -> IBDocument {
        guard let url else { return document }
        let language = LocalizationLookup.language
        let cacheKey = url.path + "\u{0}" + language
        let localized: Localized
        if let known = cache.withLock({ $0[cacheKey] }) {
            localized = known
        } else {
            localized = localize(document, at: url, language: language)
            cache.withLock { $0[cacheKey] = localized }
        }
        localized.missing.forEach { $0.record() }
        return localized.document
    }

    private static func localize(_ document: IBDocument, at url: URL, language: String) -> Localized {
        let folder = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        var folders = [folder]
        if folder.pathExtension == "lproj" { folders.append(folder.deletingLastPathComponent()) }
        let mirrorCatalog = try? Data(contentsOf: folder.appendingPathComponent(mirrorCatalogName(of: url.lastPathComponent)))

        var table = LocalizationTable()
        for candidate in LocalizationLookup.candidates(for: language) {
            if let mirrorCatalog { table.fill(from: StringCatalog.table(from: mirrorCatalog, language: candidate)) }
            table.fill(from: LocalizationLookup.table(name, in: folders, language: candidate))
        }
        let own = document.localizableTexts
        // The keys some language translates: those this language lacks are missing, unless
        // it is the source language or has no table at all (the document's own language).
        var translated = Set<String>()
        var sourceLanguage = table.sourceLanguage
        if let mirrorCatalog {
            let keys = StringCatalog.keys(in: mirrorCatalog)
            translated.formUnion(keys.keys)
            sourceLanguage = sourceLanguage ?? keys.sourceLanguage
        }
        for folder in folders {
            if let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".xcstrings")) {
                let keys = StringCatalog.keys(in: data)
                translated.formUnion(keys.keys)
                sourceLanguage = sourceLanguage ?? keys.sourceLanguage
            }
            translated.formUnion(keysOfTables(name, in: folder))
        }
        var missing: [MissingTranslation] = []
        let isSource = sourceLanguage.map { LocalizationLookup.candidates(for: language).contains($0) } ?? false
        let hasLanguage = sourceLanguage != nil || !table.strings.isEmpty
        if !isSource, hasLanguage {
            for key in translated.intersection(own.keys).subtracting(table.strings.keys).sorted() {
                if let shown = own[key] { missing.append(MissingTranslation(key: key, table: name, language: language, shown: shown)) }
            }
        }
        return Localized(document: document.localized(table.strings), missing: missing)
    }

    /// The keys of the `.strings` tables named `name` in every `.lproj` folder of `folder`.
    private static func keysOfTables(_ name: String, in folder: URL) -> Set<String> {
        var keys = Set<String>()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries where entry.hasSuffix(".lproj") {
            if let strings = LocalizationLookup.stringsTable(at: folder.appendingPathComponent(entry).appendingPathComponent(name + ".strings")) {
                keys.formUnion(strings.keys)
            }
        }
        return keys
    }
}
