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
