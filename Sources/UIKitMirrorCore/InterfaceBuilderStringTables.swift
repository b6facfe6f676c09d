import Foundation

/// The string tables of Interface Builder documents (`<language>.lproj/Place.strings`,
/// `Place.xcstrings`), which `uikit-mirror` merges into one String Catalog per document,
/// `Place.storyboard.strings.json`, written beside the document's copy: SwiftPM copies
/// resources into one folder, which would lose the `.lproj` folders. UIKit's loader reads it
/// and shows each document's texts in the language of the render (docs/LOCALIZATION.md).
public enum InterfaceBuilderStringTables {
    /// The file name extensions of string tables.
    public static let extensions: Set<String> = ["strings", "xcstrings"]

    /// Whether the file at `path` is a string table, by its extension.
    public static func isTable(_ path: String) -> Bool {
        extensions.contains(URL(fileURLWithPath: path).pathExtension)
    }

    /// The name of the catalog written for the document named `documentFileName`.
    public static func catalogName(of documentFileName: String) -> String {
        documentFileName + ".strings.json"
    }

    /// The tables among `tables` that belong to the document at `document`: `.strings` files
    /// of its base name in `.lproj` folders, and `.xcstrings` files of its base name.
    public static func tables(of document: String, among tables: [String]) -> [String] {
        let base = URL(fileURLWithPath: document).deletingPathExtension().lastPathComponent
        return tables.filter { path in
            let url = URL(fileURLWithPath: path)
            guard url.deletingPathExtension().lastPathComponent == base else { return false }
            return url.pathExtension == "xcstrings" || url.deletingLastPathComponent().pathExtension == "lproj"
        }.sorted()
    }

    /// A table that could not be read.
    struct ReadError: Error {
        let message: String
    }

    /// The String Catalog (JSON, keys sorted) holding the texts of `tables`: each `.strings`
    /// file's in the language its `.lproj` folder names (`Base.lproj`'s are the document's
    /// own and left out), each `.xcstrings` file's as it has them.
    static func catalog(of tables: [String]) throws(ReadError) -> Data {
        var strings: [String: [String: String]] = [:]
        var sourceLanguage: String?
        for path in tables {
            let url = URL(fileURLWithPath: path)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ReadError(message: "cannot read the string table \(path); check that it exists and is readable.")
            }
            if url.pathExtension == "xcstrings" {
                guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let entries = root["strings"] as? [String: Any] else {
                    throw ReadError(message: "\(path) is not a String Catalog (JSON with a \"strings\" object); open it in Xcode to repair it.")
                }
                sourceLanguage = sourceLanguage ?? root["sourceLanguage"] as? String
                for (key, entry) in entries {
                    let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
                    for (language, localization) in localizations {
                        let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any]
                        if let value = unit?["value"] as? String { strings[key, default: [:]][language] = value }
                    }
                }
                continue
            }
            let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
            guard language != "Base" else { continue }
            guard let table = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String] else {
                throw ReadError(message: "\(path) is not a string table (\"key\" = \"text\"; lines); check its quotes and semicolons.")
            }
            for (key, value) in table { strings[key, default: [:]][language] = value }
        }
        var root: [String: Any] = ["version": "1.0"]
        if let sourceLanguage { root["sourceLanguage"] = sourceLanguage }
        root["strings"] = strings.mapValues { languages in
            ["localizations": languages.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }]
        }
        do {
            return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted])
        } catch {
            throw ReadError(message: "cannot write the catalog of \(tables.joined(separator: ", ")): \(error.localizedDescription)")
        }
    }
}
