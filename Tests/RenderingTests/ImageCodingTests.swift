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
