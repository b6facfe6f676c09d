import Foundation
import Testing
@testable import Rendering

@Suite("PNG and SVG")
struct ImageCodingTests {
    func sample() throws -> Bitmap {
        let canvas = try Canvas(size: CGSize(width: 8, height: 6), scale: 2)
        canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 6)), with: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        canvas.fill(Path(rect: CGRect(x: 4, y: 0, width: 4, height: 6)), with: RGBAColor(red: 0, green: 0.2, blue: 0.8))
        return canvas.finish()
    }

    @Test("PNG round trip keeps every pixel")
    func roundTrip() throws {
        let bitmap = try sample()
        let data = try bitmap.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try Bitmap(pngData: data, scale: 2)
        #expect(decoded == bitmap)
        #expect(decoded.pixel(x: 1, y: 1).alpha == 128)
    }

    /// A screen-like picture: an opaque background, soft translucent shapes over it and
    /// anti-aliased edges, at 2x.
    func screenLike(opaque: Bool) throws -> Bitmap {
        let canvas = try Canvas(size: CGSize(width: 120, height: 90), scale: 2)
        if opaque { canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 120, height: 90)), with: RGBAColor(red: 0.96, green: 0.96, blue: 0.97)) }
        for index in 0..<12 {
            let x = Double(index * 9 % 100), y = Double(index * 13 % 70)
            canvas.fill(Path(roundedRect: CGRect(x: x + 0.3, y: y + 0.7, width: 23.5, height: 17.25), cornerRadius: 6),
                        with: RGBAColor(red: Double(index) / 12, green: 0.4, blue: 1 - Double(index) / 12, alpha: index.isMultiple(of: 3) ? 1 : 0.45))
        }
        return canvas.finish()
    }

    @Test("The encoder's files and cairo's decode to the same pixels, with cairo's decoder and with libpng's straight RGBA")
    func sameAsCairo() throws {
        for opaque in [true, false] {
            let bitmap = try screenLike(opaque: opaque)
            let new = try bitmap.pngData()
            let old = try bitmap.pngDataThroughCairo()
            #expect(try Bitmap(pngData: new) == Bitmap(pngData: old))
            let straightNew = try RGBAImage(pngData: new)
            let straightOld = try RGBAImage(pngData: old)
            #expect(straightNew.width == straightOld.width && straightNew.height == straightOld.height)
            var differing = 0
            for y in 0..<straightNew.height {
                for x in 0..<straightNew.width where straightNew.pixel(x: x, y: y) != straightOld.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0, "opaque \(opaque): \(differing) pixels differ")
            // Opaque pictures are written as RGB (colour type 2), others as RGBA (6).
            #expect(new[new.startIndex + 25] == (opaque ? 2 : 6))
            // Files stay close to libpng's at zlib's default level.
            #expect(Double(new.count) <= 1.3 * Double(old.count), "\(new.count) bytes against \(old.count)")
            // The same pixels give the same bytes.
            #expect(try bitmap.pngData() == new)
        }
    }

    @Test("Non-PNG, truncated, corrupt and Git LFS data give clear errors")
    func badData() throws {
        let png = try sample().pngData()
        let cases: [(Data, String)] = [
            (Data(), "empty"),
            (Data("hello".utf8), "PNG signature"),
            (Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n".utf8), "git lfs pull"),
            (png.prefix(png.count / 2), "damaged or truncated"),
            (Data(png.prefix(40)) + Data(repeating: 7, count: 200), "damaged or truncated"),
        ]
        for (data, message) in cases {
            do {
                _ = try Bitmap(pngData: data)
                Issue.record("decoding should fail for \(message)")
            } catch {
                #expect(error.description.contains(message), "\(error.description)")
            }
        }
    }

    @Test("A PNG whose header claims a huge size is refused before decoding")
    func hugeHeader() throws {
        var data = try sample().pngData()
        // Width field of IHDR at bytes 16..<20: claim 100,000 pixels.
        let width = withUnsafeBytes(of: UInt32(100_000).bigEndian) { Array($0) }
        data.replaceSubrange(16..<20, with: width)
        #expect(throws: RenderingError.tooLarge(pixelWidth: 100_000, pixelHeight: 12)) {
            _ = try Bitmap(pngData: data)
        }
    }

    @Test("A missing file names its path")
    func missingFile() {
        do {
            _ = try Bitmap(contentsOfFile: "/nonexistent/icon@2x.png")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("/nonexistent/icon@2x.png"))
            #expect(error.description.contains("no such file"))
        }
        #expect(throws: RenderingError.self) { _ = try SVGDocument(contentsOfFile: "/nonexistent/icon.svg") }
    }

    @Test("@2x in a file name sets the scale")
    func scaleFromName() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("icon-\(UUID().uuidString)@2x.png").path
        try sample().pngData().write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bitmap = try Bitmap(contentsOfFile: path)
        #expect(bitmap.scale == 2)
        #expect(bitmap.width == 8)
    }

    @Test("SVG documents draw as vectors at any size")
    func svg() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <circle cx="12" cy="12" r="10" fill="#ff0000"/>
            </svg>
            """
        let document = try SVGDocument(data: Data(svg.utf8))
        #expect(document.size == CGSize(width: 24, height: 24))
        let canvas = try Canvas(size: CGSize(width: 48, height: 48), scale: 2)
        try canvas.draw(document, in: CGRect(x: 0, y: 0, width: 48, height: 48))
        let bitmap = canvas.finish()
        #expect(bitmap.pixel(atPoint: 24, 24) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap.pixel(atPoint: 1, 1).alpha == 0)
        #expect(throws: RenderingError.self) { _ = try SVGDocument(data: Data("<svg".utf8)) }
    }
}

/// The PNG encoder (`pngData()`, CPNG's own filters and deflate) on images built to stress
/// it: every file must decode to the same pixels with libpng and with a second decoder,
/// Pillow (a PNG reader of its own, over zlib), run through python3.
@Suite("PNG encoder")
struct PNGEncoderTests {
    /// A deterministic generator (xorshift64), so that a failure repeats.
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt32 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt32(truncatingIfNeeded: state >> 16)
        }
    }

    /// A bitmap whose pixel at (x, y) is `color(x, y)`, straight RGBA, stored premultiplied
    /// (rounded as cairo rounds) in cairo's ARGB32 words.
    static func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> Pixel) throws -> Bitmap {
        let bitmap = try Bitmap(pixelWidth: width, pixelHeight: height)
        let bytes = bitmap.storage.mutableBytes
        let stride = bitmap.storage.bytesPerRow
        for y in 0..<height {
            for x in 0..<width {
                let pixel = color(x, y)
                let alpha = UInt32(pixel.alpha)
                func premultiplied(_ channel: UInt8) -> UInt32 {
                    let product = alpha * UInt32(channel) + 0x80
                    return (product + (product >> 8)) >> 8
                }
                let word = alpha << 24 | premultiplied(pixel.red) << 16 | premultiplied(pixel.green) << 8 | premultiplied(pixel.blue)
                bytes.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        bitmap.storage.markDirty()
        return bitmap
    }

    static func opaque(_ red: Int, _ green: Int, _ blue: Int) -> Pixel {
        Pixel(red: UInt8(truncatingIfNeeded: red), green: UInt8(truncatingIfNeeded: green), blue: UInt8(truncatingIfNeeded: blue), alpha: 255)
    }

    /// The images, each named for what it stresses.
    static func cases() throws -> [(name: String, bitmap: Bitmap)] {
        var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
        var cases: [(String, Bitmap)] = []
        // Incompressible: the encoder must fall back to stored blocks, and 400 x 300 RGBA is
        // more than one IDAT chunk.
        cases.append(("noise, opaque", try image(257, 131) { _, _ in let v = noise.next(); return opaque(Int(v), Int(v >> 8), Int(v >> 16)) }))
        cases.append(("noise with alpha", try image(400, 300) { _, _ in
            let v = noise.next()
            return Pixel(red: UInt8(truncatingIfNeeded: v), green: UInt8(truncatingIfNeeded: v >> 8), blue: UInt8(truncatingIfNeeded: v >> 16), alpha: UInt8(truncatingIfNeeded: v >> 24))
        }))
        cases.append(("gradients, opaque", try image(300, 200) { x, y in opaque(x * 255 / 299, y * 255 / 199, (x + y) / 2) }))
        cases.append(("alpha gradient", try image(256, 64) { x, y in Pixel(red: 200, green: UInt8(y * 4), blue: 30, alpha: UInt8(x)) }))
        cases.append(("flat, opaque", try image(320, 240) { _, _ in opaque(0xF2, 0xF2, 0xF7) }))
        cases.append(("flat, transparent", try image(320, 240) { _, _ in Pixel(red: 0, green: 0, blue: 0, alpha: 0) }))
        cases.append(("1 x 1, opaque", try image(1, 1) { _, _ in opaque(18, 52, 86) }))
        cases.append(("1 x 1, semi-transparent", try image(1, 1) { _, _ in Pixel(red: 255, green: 0, blue: 0, alpha: 128) }))
        // The widest row allowed: 49,152 bytes, wider than deflate's 32 KiB window.
        cases.append(("one very wide row", try image(RenderingError.maximumDimension, 1) { x, _ in opaque(x % 7 == 0 ? 255 : 0, x / 64, 9) }))
        cases.append(("a tall column", try image(1, RenderingError.maximumDimension) { _, y in opaque(y % 300 == 0 ? 255 : 0, y / 64, 0) }))
        // Runs of zeros far longer than 258 (a match's limit) and than 32 KiB (the window):
        // black rows of 49,152 zero bytes, transparent rows of 65,536, rows equal to those above.
        cases.append(("long zero runs, opaque", try image(RenderingError.maximumDimension, 4) { x, y in
            x == 9_000 && y == 2 ? opaque(0, 255, 0) : opaque(0, 0, 0)
        }))
        cases.append(("long zero runs, transparent", try image(RenderingError.maximumDimension, 3) { x, y in
            x == 12_345 && y == 1 ? Pixel(red: 10, green: 20, blue: 30, alpha: 40) : Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        }))
        // Rows equal to the one above, after rows of noise.
        var firstRows: [[Pixel]] = []
        for _ in 0..<8 { firstRows.append((0..<97).map { _ in let v = noise.next(); return opaque(Int(v), Int(v >> 8), Int(v >> 16)) }) }
        cases.append(("rows equal to the one above", try image(97, 120) { x, y in firstRows[min(y, 7)][x] }))
        // Every alpha, transparent pixels with colour bits set before premultiplying (which
        // premultiply to zero) and semi-transparent ones beside opaque ones.
        cases.append(("transparent and semi-transparent", try image(256, 40) { x, y in
            Pixel(red: UInt8(truncatingIfNeeded: x * 3 + y), green: UInt8(truncatingIfNeeded: 255 - x), blue: UInt8(truncatingIfNeeded: y * 9), alpha: UInt8(y < 20 ? x : [0, 1, 128, 254, 255][x % 5]))
        }))
        // Rendered UI on a transparent background: opaque and transparent runs (the encoder's
        // four-pixels-at-a-time path) broken by antialiased edges, in rows whose width is not a
        // multiple of four.
        cases.append(("opaque shape on transparent, antialiased edge", try image(203, 61) { x, y in
            let dx = Double(x) - 101, dy = Double(y) - 30
            let edge = 28 - (dx * dx / 9 + dy * dy).squareRoot()
            let alpha = UInt8(max(0, min(255, (edge + 0.5) * 255)))
            return Pixel(red: UInt8(x % 256), green: UInt8(y * 4), blue: 200, alpha: alpha)
        }))
        return cases
    }

    static func isOpaque(_ bitmap: Bitmap) -> Bool {
        bitmap.pixels().allSatisfy { $0.alpha == 255 }
    }

    @Test("Every stress image decodes with libpng to the same pixels, in the same bytes each time, opaque ones as RGB")
    func libpngRoundTrip() throws {
        for (name, bitmap) in try Self.cases() {
            let data = try bitmap.pngData()
            // Through cairo (premultiplied, as the bitmap holds them) and straight from libpng.
            #expect(try Bitmap(pngData: data) == bitmap, "\(name): cairo's decoding differs")
            #expect(try RGBAImage(pngData: data) == RGBAImage(bitmap), "\(name): libpng's straight RGBA differs")
            #expect(try bitmap.pngData() == data, "\(name): a second encoding gave other bytes")
            // IHDR's colour type (byte 25): 2 is RGB, 6 is RGBA.
            #expect(data[data.startIndex + 25] == (Self.isOpaque(bitmap) ? 2 : 6), "\(name): colour type \(data[data.startIndex + 25])")
        }
    }

    @Test("Compressible images compress: flat and zero-run images take a few hundred bytes")
    func compresses() throws {
        for (name, bitmap) in try Self.cases() where name.hasPrefix("flat") || name.hasPrefix("long zero runs") || name == "a tall column" {
            let data = try bitmap.pngData()
            #expect(data.count < 1_000, "\(name): \(data.count) bytes")
        }
    }

    /// Decodes `files` with Pillow, in one python3 run: each file's mode and its pixels as
    /// straight RGBA bytes beside it (`.rgba`). Throws what went wrong, Pillow's absence
    /// among it, in words that say how to fix it.
    static func decodeWithPillow(_ files: [String]) throws -> [String] {
        let script = """
            import sys
            try:
                from PIL import Image
            except ImportError:
                sys.stderr.write("Pillow is not installed\\n")
                sys.exit(3)
            for path in sys.argv[1:]:
                with Image.open(path) as image:
                    image.load()
                    print(image.mode)
                    with open(path + ".rgba", "wb") as out:
                        out.write(image.convert("RGBA").tobytes())
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + files
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        struct PillowFailure: Error, CustomStringConvertible { let description: String }
        switch process.terminationStatus {
        case 0:
            return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
        case 3:
            throw PillowFailure(description: "Pillow (the second PNG decoder these tests need) is not installed: run scripts/install-dependencies, or python3 -m pip install pillow")
        case 127:
            throw PillowFailure(description: "python3 is not installed; the encoder's tests decode with Pillow through it (scripts/install-dependencies)")
        default:
            throw PillowFailure(description: "Pillow could not decode the encoder's files (python3 exited with \(process.terminationStatus)): \(complaint)")
        }
    }

    @Test("Every stress image decodes with Pillow to the same pixels")
    func pillowRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-encoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = try Self.cases()
        var files: [String] = []
        for (index, (_, bitmap)) in cases.enumerated() {
            let path = folder.appendingPathComponent("\(index).png").path
            try bitmap.pngData().write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        // Not skipped when Pillow is missing: the error says how to install it.
        let modes = try Self.decodeWithPillow(files)
        try #require(modes.count == cases.count, "Pillow decoded \(modes.count) of \(cases.count) files")
        for (index, (name, bitmap)) in cases.enumerated() {
            #expect(modes[index] == (Self.isOpaque(bitmap) ? "RGB" : "RGBA"), "\(name): Pillow read mode \(modes[index])")
            let decoded = try Data(contentsOf: URL(fileURLWithPath: files[index] + ".rgba"))
            let expected = RGBAImage(bitmap).bytes
            #expect(decoded.count == expected.count, "\(name): \(decoded.count) bytes decoded, \(expected.count) expected")
            if decoded.count == expected.count, let first = expected.indices.first(where: { decoded[decoded.startIndex + $0] != expected[$0] }) {
                let pixel = first / 4
                Issue.record("\(name): Pillow's pixel \(pixel % bitmap.pixelWidth), \(pixel / bitmap.pixelWidth) differs")
            }
        }
    }
}
