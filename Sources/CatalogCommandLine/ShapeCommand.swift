import ArgumentParser
import Foundation
internal import Typesetting

/// `catalog shape`: shows how the text engine sets a string.
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Show how the text engine sets TEXT: fonts per run, glyphs, lines and missing characters."
    )

    @Option(name: .customLong("lang"), help: "The text's BCP 47 language (ja, en, zh-Hans, ko, ...).")
    var language: String = "ja"

    @Option(parsing: .unconditional, help: "The font size in points.")
    var size: Double = 17

    @OptionGroup var weight: WeightOption

    @Option(help: "A font family to try before the system families.")
    var family: String?

    @Option(parsing: .unconditional, help: "Wrap lines at this width in points (no wrapping when left out).")
    var width: Double?

    @Option(parsing: .unconditional, help: "The most lines to show; 0 for no limit.")
    var lines: Int = 0

    @Option(help: "Line break mode: \(LineBreakMode.allCases.map(\.rawValue).joined(separator: ", ")).")
    var lineBreakMode: String = LineBreakMode.byTruncatingTail.rawValue

    @Option(help: "Alignment: \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")).")
    var alignment: String = TextAlignment.natural.rawValue

    @Option(help: "Kinsoku strictness: strict, normal or loose.")
    var strictness: String = LineBreakStrictness.strict.rawValue

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Argument(help: "The text to set.")
    var text: String

    /// The largest `--size`, in points: far above any type on a screen, small enough that
    /// every position in the layout stays a finite number.
    static let maximumSize = 10_000.0
    /// The largest `--width`, in points.
    static let maximumWidth = 1_000_000.0

    func validate() throws {
        guard size.isFinite, size > 0, size <= Self.maximumSize else {
            throw ValidationError("--size must be a positive number of points, at most \(Int(Self.maximumSize)) (got \(size)).")
        }
        if let width, !(width.isFinite && width > 0 && width <= Self.maximumWidth) {
            throw ValidationError("--width must be a positive number of points, at most \(Int(Self.maximumWidth)) (got \(width)); leave it out for no limit.")
        }
        try Self.checkLanguage(language)
        guard lines >= 0 else { throw ValidationError("--lines must be 0 (no limit) or more (got \(lines)).") }
        guard LineBreakMode(rawValue: lineBreakMode) != nil else {
            throw ValidationError("Unknown line break mode \"\(lineBreakMode)\"; use one of \(LineBreakMode.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        guard TextAlignment(rawValue: alignment) != nil else {
            throw ValidationError("Unknown alignment \"\(alignment)\"; use one of \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        guard LineBreakStrictness(rawValue: strictness) != nil else {
            throw ValidationError("Unknown strictness \"\(strictness)\"; use strict, normal or loose.")
        }
    }

    /// Refuses a `--lang` that is not shaped like a BCP 47 tag: subtags of 1 to 8 ASCII
    /// letters or digits joined by hyphens, the first of 2 to 8 letters.
    static func checkLanguage(_ tag: String) throws {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        let shaped = subtags.allSatisfy { (1...8).contains($0.count) && $0.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) } }
            && subtags.first.map { (2...8).contains($0.count) && $0.unicodeScalars.allSatisfy { $0.properties.isAlphabetic } } == true
        guard shaped else {
            throw ValidationError("--lang takes a BCP 47 language tag such as ja, en or zh-Hans (got \"\(tag)\").")
        }
    }

    func run() throws {
        let typesetter = try Typesetter()
        let font = Font(family: family, size: size, weight: weight.value)
        let style = ParagraphStyle(
            alignment: TextAlignment(rawValue: alignment) ?? .natural,
            lineBreakMode: LineBreakMode(rawValue: lineBreakMode) ?? .byTruncatingTail,
            lineBreakStrictness: LineBreakStrictness(rawValue: strictness) ?? .strict
        )
        let layout = try typesetter.layout(
            text, font: font, language: Language(language),
            in: TextContainer(maxWidth: width, numberOfLines: lines), style: style
        )
        if json {
            let text: String
            do {
                text = try ShapeReport(layout).jsonString()
            } catch {
                throw Console.fail(CatalogCommandError("The layout holds a number JSON cannot write (one that is not finite); try a smaller --size or --width."))
            }
            print(TerminalText.json(text))
        } else {
            Console.out(ShapeReport(layout).text(layout))
        }
        for family in typesetter.missingFallbacks {
            let hint = family.debianPackage.map { " (apt-get install \($0))" } ?? ""
            Console.error("warning: fallback family \"\(family.name)\" is not installed\(hint)")
        }
    }
}
