import ArgumentParser
internal import Typesetting

/// `catalog fonts`: shows which face each declared family resolves to.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Show the font cascade per language and the face each declared family resolves to."
    )

    @Option(name: .customLong("lang"), help: "Show the cascade for this BCP 47 language.")
    var languages: [String] = ["ja", "en", "zh-Hans", "ko"]

    @OptionGroup var weight: WeightOption

    func validate() throws {
        for language in languages { try ShapeCommand.checkLanguage(language) }
    }

    func run() throws {
        let typesetter = try Typesetter()
        let font = Font(size: 17, weight: weight.value)
        for language in languages {
            Console.out("\(language):")
            for face in try typesetter.cascade(for: font, language: Language(language)) {
                Console.out("  \(face.family) \(face.style)  \(face.file)#\(face.index)  version \(face.version)")
            }
        }
        Console.out("line breaking: ICU \(Typesetter.icuVersion)")
        for family in typesetter.missingFallbacks {
            let hint = family.debianPackage.map { " (apt-get install \($0))" } ?? ""
            Console.out("not installed: \(family.name)\(hint)")
        }
    }
}
