/// A color gradient, CoreGraphics' `CGGradient`: colors at locations from 0 to 1.
public final class CGGradient: @unchecked Sendable {
    /// The stops, in order of location.
    package let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient of `colors` (`[CGColor] as CFArray`) at `locations` (evenly spread when
    /// nil); nil when an element is not a `CGColor`.
    public init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else { return nil }
        let positions: [CGFloat]
        if let locations {
            positions = (0..<list.count).map { locations[$0] }
        } else {
            positions = list.count == 1 ? [0] : (0..<list.count).map { CGFloat($0) / CGFloat(list.count - 1) }
        }
        stops = zip(positions, list).map { ($0, $1) }.sorted { $0.location < $1.location }
    }

    /// A gradient of components (`space`'s components then alpha, per stop) at `locations`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let width = space.numberOfComponents + 1
        var made: [(CGFloat, CGColor)] = []
        for index in 0..<count {
            let values = (0..<width).map { components[index * width + $0] }
            let location = locations.map { $0[index] } ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            made.append((location, CGColor(space: space, values: values)))
        }
        stops = made.sorted { $0.0 < $1.0 }.map { ($0.0, $0.1) }
    }
}

extension CGGradient {
    /// The color at `location` (clamped to the first and last stops), its components
    /// interpolated linearly between the stops around it.
    package func color(at location: CGFloat) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if location <= first.location { return first.color.rgba }
        if location >= last.location { return last.color.rgba }
        for (a, b) in zip(stops, stops.dropFirst()) where location >= a.location && location <= b.location {
            let span = b.location - a.location
            let f = Double(span > 0 ? (location - a.location) / span : 0)
            let x = a.color.rgba, y = b.color.rgba
            return (x.red + (y.red - x.red) * f, x.green + (y.green - x.green) * f, x.blue + (y.blue - x.blue) * f,
                    x.alpha + (y.alpha - x.alpha) * f)
        }
        return last.color.rgba
    }
}

/// Whether a gradient extends past its ends, CoreGraphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Fill before the start with the first color.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Fill past the end with the last color.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
