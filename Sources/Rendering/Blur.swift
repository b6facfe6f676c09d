/// A Gaussian blur of an alpha channel, approximated by three box blurs (within about 3% of
/// a true Gaussian), in integer arithmetic so every machine gets the same bytes.
package enum Blur {
    /// Blurs `alpha` (`width` x `height`, row by row) with standard deviation `sigma` pixels.
    package static func gaussian(_ alpha: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.1, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: alpha.count)
        for radius in boxRadii(sigma: sigma) {
            boxHorizontal(from: alpha, to: &scratch, width: width, height: height, radius: radius)
            boxVertical(from: scratch, to: &alpha, width: width, height: height, radius: radius)
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

    private static func boxHorizontal(from source: [UInt8], to target: inout [UInt8], width: Int, height: Int, radius: Int) {
        let span = 2 * radius + 1
        for y in 0..<height {
            let row = y * width
            var sum = 0
            for x in -radius...radius where x >= 0 && x < width { sum += Int(source[row + x]) }
            for x in 0..<width {
                target[row + x] = UInt8((sum + span / 2) / span)
                let outgoing = x - radius
                let incoming = x + radius + 1
                if outgoing >= 0 { sum -= Int(source[row + outgoing]) }
                if incoming < width { sum += Int(source[row + incoming]) }
            }
        }
    }

    private static func boxVertical(from source: [UInt8], to target: inout [UInt8], width: Int, height: Int, radius: Int) {
        let span = 2 * radius + 1
        for x in 0..<width {
            var sum = 0
            for y in -radius...radius where y >= 0 && y < height { sum += Int(source[y * width + x]) }
            for y in 0..<height {
                target[y * width + x] = UInt8((sum + span / 2) / span)
                let outgoing = y - radius
                let incoming = y + radius + 1
                if outgoing >= 0 { sum -= Int(source[outgoing * width + x]) }
                if incoming < height { sum += Int(source[incoming * width + x]) }
            }
        }
    }
}
