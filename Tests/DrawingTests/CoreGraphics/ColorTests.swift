import Foundation
import Rendering
import Testing
@testable import CoreGraphics

/// `CGColor` and `CGColorSpace` (docs/DRAWING.md, "Colors").
@Suite("Colors")
struct ColorTests {
    @Test("An RGB color has four components in an RGB space")
    func rgb() throws {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.numberOfComponents == 4)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.alpha == 0.4)
        let space = try #require(color.colorSpace)
        #expect(space.model == .rgb && space.numberOfComponents == 3)
    }

    @Test("A gray color has two components (gray, alpha) in a monochrome space")
    func gray() throws {
        let color = CGColor(gray: 0.5, alpha: 1)
        #expect(color.numberOfComponents == 2)
        #expect(color.components == [0.5, 1])
        #expect(try #require(color.colorSpace).model == .monochrome)
        #expect(CGColor.white.components == [1, 1] && CGColor.black.components == [0, 1] && CGColor.clear.components == [0, 0])
    }

    @Test("copy(alpha:) changes only the alpha, keeping the space")
    func copyAlpha() throws {
        let color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let faded = try #require(color.copy(alpha: 0.25))
        #expect(faded.components == [1, 0.5, 0, 0.25])
        #expect(faded.colorSpace == color.colorSpace)
        #expect(try #require(CGColor(gray: 0.2, alpha: 1).copy(alpha: 0.5)).components == [0.2, 0.5])
    }

    @Test("Named color spaces: sRGB has three components, generic gray one; unknown names make none")
    func spaces() throws {
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        #expect(srgb.numberOfComponents == 3 && srgb.model == .rgb)
        #expect(srgb.name == CGColorSpace.sRGB)
        let gray = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        #expect(gray.numberOfComponents == 1 && gray.model == .monochrome)
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpace(name: "NoSuchSpace" as CFString) == nil)
    }

    @Test("A color from components takes the space's count plus alpha")
    func fromComponents() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let values: [CGFloat] = [0, 1, 0, 1]
        let color = try #require(values.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) })
        #expect(color.components == [0, 1, 0, 1])
    }

    @Test("Converting gray to RGB gives equal components")
    func conversion() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let converted = try #require(CGColor(gray: 0.25, alpha: 0.5).converted(to: space, intent: .defaultIntent, options: nil))
        #expect(converted.components == [0.25, 0.25, 0.25, 0.5])
    }

    @Test("Equal components in the same space are equal colors")
    func equality() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1), "different spaces")
    }
}
