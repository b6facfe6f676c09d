import Foundation
internal import Rendering

/// The colors a region of a rendered image shows, as WCAG 2 measures contrast: the colour
/// most of the region has (the background) and, among the others that are more than a trace,
/// the one that contrasts most with it (the text, or a control's fill against its
/// surroundings). Transparent pixels are taken over `backdrop`, the colour the image would sit
/// on (the system background of the environment).
struct ContrastSample {
    /// An opaque sRGB colour, 0-255 per channel.
    struct Color: Hashable {
        var red: Int
        var green: Int
        var blue: Int

        /// WCAG 2's relative luminance.
        var luminance: Double {
            func linear(_ channel: Int) -> Double {
                let value = Double(channel) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// WCAG 2's contrast ratio of two colours, 1 to 21.
        func contrast(with other: Color) -> Double {
            let (a, b) = (luminance, other.luminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }

        var hex: String { String(format: "#%02X%02X%02X", red, green, blue) }

        /// The colour as one number, to order colours cheaply (ties broken the same way on
        /// every run).
        var packed: Int { red << 16 | green << 8 | blue }

        init(red: Int, green: Int, blue: Int) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `color` at `alpha` over `background`.
        init(over background: Color, _ color: Color, alpha: Double) {
            func mix(_ top: Int, _ bottom: Int) -> Int { Int((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
            self.init(red: mix(color.red, background.red), green: mix(color.green, background.green), blue: mix(color.blue, background.blue))
        }
    }

    /// The colour most of the region has.
    var background: Color
    /// The colour that contrasts most with the background among those more than a trace of
    /// the region has; `nil` when the region is one colour.
    var foreground: Color?

    /// The ratio of `foreground` to `background`; `nil` without a foreground.
    var ratio: Double? { foreground.map { $0.contrast(with: background) } }

    /// Samples `rect` (points) of `bitmap`, at most about 1,500 pixels of it; `nil` when the
    /// rectangle is outside the image.
    /// With `near`, only a colour close to one of those (each taken over the background at
    /// its alpha) is the foreground: the text's own colour, not a view drawn over it.
    static func of(_ rect: CGRect, in bitmap: Bitmap, backdrop: Color, near expected: [(color: Color, alpha: Double)]? = nil) -> ContrastSample? {
        var samples: [UInt32] = []
        guard sample(rect, of: bitmap, backdrop: backdrop, into: &samples) else { return nil }
        let counts = histogram(of: &samples)
        guard let background = mostFrequent(counts) else { return nil }
        let others = counts.filter { $0.color != background }
        let total = others.reduce(0) { $0 + $1.count }
        // A colour counts once it is more than a trace: anti-aliased edges give each
        // in-between colour a few pixels; the glyphs' insides give the text colour many.
        let threshold = max(3, total / 100)
        var candidates = others.filter { $0.count >= threshold }.map(\.color)
        if let expected {
            let targets = expected.map { Color(over: background, $0.color, alpha: $0.alpha) }
            candidates = candidates.filter { color in
                targets.contains { abs($0.red - color.red) <= 24 && abs($0.green - color.green) <= 24 && abs($0.blue - color.blue) <= 24 }
            }
        }
        let foreground = candidates.max { ($0.contrast(with: background), $1.packed) < ($1.contrast(with: background), $0.packed) }
        return ContrastSample(background: background, foreground: foreground)
    }

    /// The colour most of the ring `width` points wide around `rect` has, inside the image;
    /// `nil` when the ring is outside it (the control is the whole image).
    static func surroundings(of rect: CGRect, width: CGFloat, in bitmap: Bitmap, backdrop: Color) -> Color? {
        let outer = rect.insetBy(dx: -width, dy: -width)
        var samples: [UInt32] = []
        for band in [CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: width),
                     CGRect(x: outer.minX, y: rect.maxY, width: outer.width, height: width),
                     CGRect(x: outer.minX, y: rect.minY, width: width, height: rect.height),
                     CGRect(x: rect.maxX, y: rect.minY, width: width, height: rect.height)] {
            _ = sample(band, of: bitmap, backdrop: backdrop, into: &samples)
        }
        return mostFrequent(histogram(of: &samples))
    }

    /// The colour with the most pixels; between equal counts the one with the smaller packed
    /// value, so the same pixels always give the same colour.
    private static func mostFrequent(_ counts: [(color: Color, count: Int)]) -> Color? {
        counts.max { ($0.count, $1.color.packed) < ($1.count, $0.color.packed) }?.color
    }

    /// Appends to `samples` the colours of `rect`'s sampled pixels (over `backdrop`), packed
    /// as `0xRRGGBB`; false when the rectangle is outside the image. Reads the premultiplied
    /// pixels straight (a colour over the backdrop is the premultiplied value plus the backdrop
    /// times what alpha leaves), at most about 1,500 of them, evenly spaced.
    private static func sample(_ rect: CGRect, of bitmap: Bitmap, backdrop: Color, into samples: inout [UInt32]) -> Bool {
        let scale = bitmap.scale
        let minX = max(0, Int((Double(rect.minX) * scale).rounded(.down))), maxX = min(bitmap.pixelWidth, Int((Double(rect.maxX) * scale).rounded(.up)))
        let minY = max(0, Int((Double(rect.minY) * scale).rounded(.down))), maxY = min(bitmap.pixelHeight, Int((Double(rect.maxY) * scale).rounded(.up)))
        guard minX < maxX, minY < maxY else { return false }
        let area = Double((maxX - minX) * (maxY - minY))
        let step = max(1, Int((area / 1500).squareRoot().rounded(.down)))
        samples.reserveCapacity(samples.count + ((maxX - minX + step - 1) / step) * ((maxY - minY + step - 1) / step))
        let (backRed, backGreen, backBlue) = (UInt32(backdrop.red), UInt32(backdrop.green), UInt32(backdrop.blue))
        bitmap.forEachSampledPixel(rows: Swift.stride(from: minY, to: maxY, by: step), columns: Swift.stride(from: minX, to: maxX, by: step)) { value in
            let left = 255 - (value >> 24)
            if left == 0 {
                samples.append(value & 0xFF_FFFF)
                return
            }
            let red = min(255, ((value >> 16) & 0xFF) + (backRed * left + 127) / 255)
            let green = min(255, ((value >> 8) & 0xFF) + (backGreen * left + 127) / 255)
            let blue = min(255, (value & 0xFF) + (backBlue * left + 127) / 255)
            samples.append(red << 16 | green << 8 | blue)
        }
        return true
    }

    /// How many of `samples` have each colour, in the order of their packed values (sorting
    /// the samples in place costs less than hashing each of them).
    private static func histogram(of samples: inout [UInt32]) -> [(color: Color, count: Int)] {
        samples.sort()
        var counts: [(color: Color, count: Int)] = []
        var index = samples.startIndex
        while index < samples.endIndex {
            let value = samples[index]
            var end = index + 1
            while end < samples.endIndex, samples[end] == value { end += 1 }
            counts.append((Color(red: Int(value >> 16), green: Int((value >> 8) & 0xFF), blue: Int(value & 0xFF)), end - index))
            index = end
        }
        return counts
    }
}
