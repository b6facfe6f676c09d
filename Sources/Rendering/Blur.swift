internal import CRaster

/// A Gaussian blur of an alpha channel, approximated by three box blurs (within about 3% of
/// a true Gaussian), in integer arithmetic so every machine gets the same bytes. The passes
/// run in C (`CRaster`), so they stay fast in debug builds.
package enum Blur {
    /// Blurs `alpha` (`width` x `height`, row by row) with standard deviation `sigma` pixels.
    package static func gaussian(_ alpha: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.1, width > 0, height > 0, alpha.count >= width * height,
              let cWidth = Int32(exactly: width), let cHeight = Int32(exactly: height) else { return }
        let radii = boxRadii(sigma: sigma).map { Int32(clamping: $0) }
        var workspace = [Int64](repeating: 0, count: craster_box_blur_workspace(cWidth, cHeight))
        alpha.withUnsafeMutableBufferPointer { alpha in
            workspace.withUnsafeMutableBufferPointer { workspace in
                guard let image = alpha.baseAddress, let spare = workspace.baseAddress else { return }
                craster_box_blur(image, spare, cWidth, cHeight, radii[0], radii[1], radii[2])
            }
        }
    }

    /// The radii of three box blurs whose sum of variances matches `sigma`².
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded())
        return (0..<3).map { max(($0 < m ? lower : upper) / 2, 0) }
    }
}
