import CGraphics
import Locking

/// One font face as fontconfig lists it: where it is and what it claims to be.
struct FontRecord: Hashable, Sendable {
    var families: [String]
    var style: String
    var file: String
    var index: Int
    /// fontconfig's weight scale (FC_WEIGHT_REGULAR = 80, FC_WEIGHT_BOLD = 200).
    var fontconfigWeight: Double
    var isItalic: Bool
    var isVariable: Bool
    /// The font's revision as a 16.16 fixed-point number (the `head` table's fontRevision).
    var fontRevision: Int
    /// The PostScript name (`Inter-Bold`), empty when the font has none.
    var postScriptName = ""
}

/// The engine's own fontconfig configuration: its own list of font directories and no rules
/// from the system's `conf.d`, so what the machine's configuration prefers never decides a
/// font. All access goes through one lock, since fontconfig objects are not documented as
/// safe to share between threads.
final class FontconfigDatabase: @unchecked Sendable {
    private let config: OpaquePointer
    private let lock = Lock()

    /// Builds a configuration that scans `directories` and reads (and, where it may, writes)
    /// fontconfig's usual caches.
    init(directories: [String]) throws(FontError) {
        guard let config = FcConfigCreate() else {
            throw .fontconfig("FcConfigCreate failed (out of memory?)")
        }
        var xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>

            """
        for directory in directories {
            xml += "  <dir>\(Self.escapeXML(directory))</dir>\n"
        }
        xml += """
              <cachedir>/var/cache/fontconfig</cachedir>
              <cachedir prefix="xdg">fontconfig</cachedir>
            </fontconfig>
            """
        let parsed = xml.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            throw .fontconfig("could not build the font configuration for \(directories)")
        }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// Makes `files` the configuration's application fonts (the fonts an app registered at
    /// run time), in place of those it had; returns the files fontconfig could not add.
    @discardableResult
    func setApplicationFonts(_ files: [String]) -> [String] {
        lock.withLock {
            FcConfigAppFontClear(config)
            var refused: [String] = []
            for file in files {
                let added = file.withCString { path in
                    path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
                }
                if added != FcTrue { refused.append(file) }
            }
            return refused
        }
    }

    /// The faces in the font file at `path` (every face of a collection), read directly
    /// with FreeType through fontconfig; empty when the file is not a font.
    static func faces(inFile path: String) -> [FontRecord] {
        queryLock.withLock {
            guard let set = FcFontSetCreate() else { return [] }
            defer { FcFontSetDestroy(set) }
            var count: Int32 = 0
            _ = path.withCString { file in
                file.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcFreeTypeQueryAll($0, 0, nil, &count, set) }
            }
            var records: [FontRecord] = []
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i], let record = record(from: font) else { continue }
                records.append(record)
            }
            return records
        }
    }

    /// Serializes direct file queries (each sets up FreeType of its own).
    private static let queryLock = Lock()

    /// Every face whose family names include `family` (fontconfig compares case- and
    /// blank-insensitively), sorted by file and index so the order never depends on the
    /// order the directories were scanned in.
    func records(family: String) -> [FontRecord] {
        list { pattern in
            _ = family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                    FcPatternAddString(pattern, FC_FAMILY, $0)
                }
            }
        }
    }


    /// Every face in the configuration.
    func allRecords() -> [FontRecord] {
        list { _ in }
    }

    /// The faces whose PostScript name is `name`.
    func records(postScriptName name: String) -> [FontRecord] {
        list { pattern in
            _ = name.withCString { value in
                value.withMemoryRebound(to: FcChar8.self, capacity: name.utf8.count + 1) {
                    FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, $0)
                }
            }
        }
    }

    /// The faces matching a pattern that `configure` fills in.
    private func list(_ configure: (OpaquePointer) -> Void) -> [FontRecord] {
        lock.withLock {
            guard let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            configure(pattern)
            guard let objects = Self.objectSet() else { return [] }
            defer { FcObjectSetDestroy(objects) }
            guard let list = FcFontList(config, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(list) }
            var records: [FontRecord] = []
            for i in 0..<Int(list.pointee.nfont) {
                guard let font = list.pointee.fonts[i], let record = Self.record(from: font) else { continue }
                records.append(record)
            }
            return records.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
        }
    }

    private static func objectSet() -> UnsafeMutablePointer<FcObjectSet>? {
        guard let set = FcObjectSetCreate() else { return nil }
        for name in [FC_FAMILY, FC_STYLE, FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_VARIABLE, FC_FONTVERSION, FC_POSTSCRIPT_NAME] {
            _ = FcObjectSetAdd(set, name)
        }
        return set
    }

    private static func record(from pattern: OpaquePointer) -> FontRecord? {
        guard let file = string(pattern, FC_FILE, 0) else { return nil }
        var families: [String] = []
        var n: Int32 = 0
        while let family = string(pattern, FC_FAMILY, n) {
            families.append(family)
            n += 1
        }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        var weight: Double = Double(FC_WEIGHT_REGULAR)
        _ = FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight)
        if weight == Double(FC_WEIGHT_REGULAR) {
            var integerWeight: Int32 = 0
            if FcPatternGetInteger(pattern, FC_WEIGHT, 0, &integerWeight) == FcResultMatch {
                weight = Double(integerWeight)
            }
        }
        var slant: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        var variable: FcBool = FcFalse
        _ = FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable)
        var revision: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &revision)
        return FontRecord(
            families: families,
            style: string(pattern, FC_STYLE, 0) ?? "",
            file: file,
            index: Int(index),
            fontconfigWeight: weight,
            isItalic: slant != FC_SLANT_ROMAN,
            isVariable: variable == FcTrue,
            fontRevision: Int(revision),
            postScriptName: string(pattern, FC_POSTSCRIPT_NAME, 0) ?? ""
        )
    }

    private static func string(_ pattern: OpaquePointer, _ object: UnsafePointer<CChar>, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    private static func escapeXML(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
