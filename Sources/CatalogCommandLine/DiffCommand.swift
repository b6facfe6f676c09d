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
        discussion: "Exit status: 0 when no pixel differs, 1 when some do or the sizes differ, 2 when a file cannot be read or written, 64 for bad options (--output naming one of the inputs among them)."
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
        guard let output else { return }
        try PathArgument.require(output, "--output", example: "diff.png")
        for (input, role) in [(reference, "the reference"), (actual, "the image compared")] where Self.isSameFile(output, input) {
            throw ValidationError("--output \(output) is \(role) (\(input)): the diff would overwrite its own input. Write it to another file.")
        }
    }

    /// Whether `first` and `second` name one file: the same device and inode when both
    /// exist (so links and `./` spellings count), else the same standardized path.
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        if stat(first, &a) == 0, stat(second, &b) == 0 { return a.st_dev == b.st_dev && a.st_ino == b.st_ino }
        return URL(fileURLWithPath: first).standardizedFileURL.path == URL(fileURLWithPath: second).standardizedFileURL.path
    }

    func run() throws {
        let first: RGBAImage, second: RGBAImage
        do {
            first = try RGBAImage(contentsOfFile: reference)
            second = try RGBAImage(contentsOfFile: actual)
        } catch {
            throw Console.fail(error)
        }
        guard first.width == second.width, first.height == second.height else {
            if json {
                print(#"{"sizeMismatch":true,"reference":{"width":\#(first.width),"height":\#(first.height)},"actual":{"width":\#(second.width),"height":\#(second.height)}}"#)
            } else {
                Console.out("sizes differ: \(reference) is \(first.width) x \(first.height), \(actual) is \(second.width) x \(second.height)")
            }
            throw ExitCode(ExitStatus.changed)
        }
        var diff: RGBAImage?
        let result: PixelMatchResult
        do {
            diff = output == nil ? nil : try RGBAImage(width: first.width, height: first.height)
            result = try PixelMatch.compare(first, second, options: PixelMatchOptions(threshold: differ.threshold, includeAntialiasing: includeAntialiasing), diff: &diff)
        } catch {
            throw Console.fail(error)
        }
        if let output, let diff {
            do {
                try AtomicFile.write(try diff.pngData(), to: output)
            } catch {
                throw Console.fail(FileError(.write, path: output, error: error))
            }
        }
        if json {
            print(#"{"width":\#(result.width),"height":\#(result.height),"differentPixels":\#(result.differentPixels),"antialiasedPixels":\#(result.antialiasedPixels)}"#)
        } else {
            let percent = String(format: "%.4f", result.differentFraction * 100)
            Console.out("\(result.differentPixels) of \(result.width * result.height) pixels differ (\(percent)%), \(result.antialiasedPixels) anti-aliased pixel(s) left out")
        }
        if result.differentPixels > 0 { throw ExitCode(ExitStatus.changed) }
    }
}
