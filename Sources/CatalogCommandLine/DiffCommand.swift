import ArgumentParser
internal import FileSafety
import Foundation
internal import PixelDiff
internal import Rendering

/// `catalog diff`: compares two PNG files with the snapshot differ.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files with the pixelmatch-compatible differ.",
        discussion: "Exit status: 0 when no pixel differs, 1 when some do or the sizes differ, 2 when a file cannot be read."
    )

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The PNG to compare with it.")
    var actual: String

    @OptionGroup var differ: ThresholdOption

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as different.")
    var includeAntialiasing = false

    @Option(help: "Write the diff image (reference faded, differences red, anti-aliasing yellow) to this PNG.")
    var output: String?

    @Flag(help: "Print one JSON object.")
    var json = false

    func validate() throws {
        try PathArgument.require(reference, "The reference PNG's path", example: "old.png")
        try PathArgument.require(actual, "The path of the PNG to compare", example: "new.png")
        if let output { try PathArgument.require(output, "--output", example: "diff.png") }
    }

    func run() throws {
        let first: RGBAImage, second: RGBAImage
        do {
            first = try RGBAImage(contentsOfFile: reference)
            second = try RGBAImage(contentsOfFile: actual)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        guard first.width == second.width, first.height == second.height else {
            if json {
                print(#"{"sizeMismatch":true,"reference":{"width":\#(first.width),"height":\#(first.height)},"actual":{"width":\#(second.width),"height":\#(second.height)}}"#)
            } else {
                print("sizes differ: \(reference) is \(first.width) x \(first.height), \(actual) is \(second.width) x \(second.height)")
            }
            throw ExitCode(1)
        }
        var diff: RGBAImage? = output == nil ? nil : try RGBAImage(width: first.width, height: first.height)
        let result = try PixelMatch.compare(first, second, options: PixelMatchOptions(threshold: differ.threshold, includeAntialiasing: includeAntialiasing), diff: &diff)
        if let output, let diff {
            do {
                try AtomicFile.write(try diff.pngData(), to: output)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        if json {
            print(#"{"width":\#(result.width),"height":\#(result.height),"differentPixels":\#(result.differentPixels),"antialiasedPixels":\#(result.antialiasedPixels)}"#)
        } else {
            let percent = String(format: "%.4f", result.differentFraction * 100)
            print("\(result.differentPixels) of \(result.width * result.height) pixels differ (\(percent)%), \(result.antialiasedPixels) anti-aliased pixel(s) left out")
        }
        if result.differentPixels > 0 { throw ExitCode(1) }
    }
}
