import Testing
@testable import Rendering

/// The shadow's blur (three box blurs, in C) against the definition written out here: each
/// pass gives every pixel the rounded mean of the 2r + 1 pixels around it along one axis,
/// pixels outside the image counting as zero. Random images of odd shapes, several sigmas:
/// the same bytes.
@Suite("Shadow blur: the box passes give the rounded means they are defined as")
struct BlurTests {
    /// The definition, one pass along rows or columns.
    static func boxPass(_ source: [UInt8], width: Int, height: Int, radius: Int, alongRows: Bool) -> [UInt8] {
        var target = [UInt8](repeating: 0, count: source.count)
        let span = 2 * radius + 1
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for offset in -radius...radius {
                    let (sx, sy) = alongRows ? (x + offset, y) : (x, y + offset)
                    if sx >= 0 && sx < width && sy >= 0 && sy < height { sum += Int(source[sy * width + sx]) }
                }
                target[y * width + x] = UInt8((sum + span / 2) / span)
            }
        }
        return target
    }

    static func reference(_ alpha: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        var image = alpha
        for radius in Blur.boxRadii(sigma: sigma) {
            image = boxPass(image, width: width, height: height, radius: radius, alongRows: true)
            image = boxPass(image, width: width, height: height, radius: radius, alongRows: false)
        }
        return image
    }

    @Test("Random images and sigmas: the same bytes as the definition", arguments: [(1, 1), (7, 3), (40, 23), (64, 5), (13, 90)])
    func matchesDefinition(_ size: (Int, Int)) {
        let (width, height) = size
        var state: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(width * 131 + height)
        var alpha = (0..<(width * height)).map { _ -> UInt8 in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            // Mostly transparent with solid patches, as a drawn view's alpha is.
            return state % 3 == 0 ? UInt8(truncatingIfNeeded: state >> 8) : (state % 3 == 1 ? 255 : 0)
        }
        for sigma in [0.5, 1.0, 2.5, 6.0, 15.0] {
            var blurred = alpha
            Blur.gaussian(&blurred, width: width, height: height, sigma: sigma)
            #expect(blurred == Self.reference(alpha, width: width, height: height, sigma: sigma), "sigma \(sigma), \(width) x \(height)")
        }
        // A sigma too small to blur leaves the image alone.
        let before = alpha
        Blur.gaussian(&alpha, width: width, height: height, sigma: 0.05)
        #expect(alpha == before)
    }
}
