import Locking
import Synchronization

/// The fonts the engine may use: its own fontconfig configuration over a list of font
/// directories, and every face loaded so far. Faces are loaded once and shared; a library is
/// safe to use from any thread.
public final class FontLibrary: Sendable {
    /// The directories scanned for fonts.
    public let directories: [String]
    private let database: FontconfigDatabase
    private let state = Locked(State())
    /// The `FontRegistry` generation whose files the database has, stored once they are
    /// applied: equal to `FontRegistry.generation`, nothing is left to sync (read without a
    /// lock: every layout asks).
    private let appliedGeneration = Atomic<Int>(0)

    private struct State {
        var facesByFile: [FileKey: FontFace] = [:]
        var facesByRequest: [RequestKey: FontFace?] = [:]
        var nextID = 0
    }

    private struct FileKey: Hashable {
        var file: String
        var index: Int
    }

    private struct RequestKey: Hashable {
        var family: String
        var weight: Font.Weight
    }

    /// The directories Debian installs fonts into.
    public static let systemDirectories = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// Creates a library over `directories`, with no rules from the system's configuration.
    public init(directories: [String] = FontLibrary.systemDirectories) throws(FontError) {
        self.directories = directories
        self.database = try FontconfigDatabase(directories: directories)
    }

    private static let sharedResult = Result<FontLibrary, FontError> { () throws(FontError) in
        try FontLibrary()
    }

    /// The process-wide library over the system font directories, created on first use.
    public static func shared() throws(FontError) -> FontLibrary {
        try sharedResult.get()
    }

    /// The face of `family` closest to `weight` (CSS font matching: upright faces first,
    /// then the nearest weight in the direction CSS prescribes), or `nil` if the family is
    /// not installed.
    public func face(family: String, weight: Font.Weight = .regular) throws(FontError) -> FontFace? {
        syncRegisteredFonts()
        let key = RequestKey(family: family.lowercased(), weight: weight)
        if let cached = state.withLock({ $0.facesByRequest[key] }) { return cached }
        let records = database.records(family: family).filter { !($0.isVariable && $0.index > 0xFFFF) }
        let upright = records.filter { !$0.isItalic }
        let candidates = upright.isEmpty ? records : upright
        guard let record = Self.closest(to: weight, in: candidates) else {
            state.withLock { $0.facesByRequest[key] = .some(nil) }
            return nil
        }
        let face = try load(record, family: family)
        state.withLock { $0.facesByRequest[key] = face }
        return face
    }


    /// The family names of every installed face, sorted, without repeats.
    public func familyNames() -> [String] {
        syncRegisteredFonts()
        return Array(Set(database.allRecords().compactMap(\.families.first))).sorted()
    }

    /// The font files the library's directories hold (each once, sorted): what a render's
    /// fonts can come from, so that a gallery can tell whether its fonts changed.
    public func directoryFontFiles() -> [String] {
        Array(Set(database.allRecords().map(\.file))).sorted()
    }

    /// What a font name names: a PostScript name (`NotoSansCJKjp-Bold`) or a family name,
    /// compared without case or blanks (`OpenSans` finds `Open Sans`). Nil when no installed
    /// face has that name.
    public func resolveName(_ name: String) -> (family: String, weight: Font.Weight, isItalic: Bool)? {
        syncRegisteredFonts()
        if let record = database.records(postScriptName: name).first, let family = record.families.first {
            return (family, Font.Weight(value: Font.Weight.openTypeValue(fontconfigWeight: record.fontconfigWeight)), record.isItalic)
        }
        if let record = database.records(family: name).first, let family = record.families.first {
            return (family, .regular, false)
        }
        return nil
    }

    /// Brings the database up to date with the fonts registered at run time
    /// (`FontRegistry`), forgetting which face each request found; returns the registry
    /// generation now in effect. Cheap when nothing changed.
    @discardableResult
    func syncRegisteredFonts() -> Int {
        // Nothing registered or unregistered since the last sync: no lock.
        let published = FontRegistry.generation
        let applied = appliedGeneration.load(ordering: .acquiring)
        if applied == published { return published }
        let registry = FontRegistry.snapshot()
        guard applied != registry.generation else { return applied }
        database.setApplicationFonts(registry.files)
        state.withLock { $0.facesByRequest = [:] }
        appliedGeneration.store(registry.generation, ordering: .releasing)
        return registry.generation
    }

    private func load(_ record: FontRecord, family: String) throws(FontError) -> FontFace {
        let key = FileKey(file: record.file, index: record.index)
        if let face = state.withLock({ $0.facesByFile[key] }) { return face }
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        let loaded = try FontFace(record: record, family: family, id: id)
        return state.withLock { state in
            if let existing = state.facesByFile[key] { return existing }
            state.facesByFile[key] = loaded
            return loaded
        }
    }

    /// CSS Fonts level 4 weight matching among `records`; ties go to the first by file.
    static func closest(to weight: Font.Weight, in records: [FontRecord]) -> FontRecord? {
        let desired = weight.value
        let weighted = records.map { (record: $0, weight: Font.Weight.openTypeValue(fontconfigWeight: $0.fontconfigWeight)) }
        if let exact = weighted.first(where: { $0.weight == desired }) { return exact.record }
        let lighter = weighted.filter { $0.weight < desired }.sorted { $0.weight > $1.weight }
        let heavier = weighted.filter { $0.weight > desired }.sorted { $0.weight < $1.weight }
        let order: [(record: FontRecord, weight: Int)]
        if desired >= 400 && desired <= 500 {
            let upTo500 = heavier.filter { $0.weight <= 500 }
            let beyond500 = heavier.filter { $0.weight > 500 }
            order = upTo500 + lighter + beyond500
        } else if desired < 400 {
            order = lighter + heavier
        } else {
            order = heavier + lighter
        }
        return order.first?.record
    }
}
