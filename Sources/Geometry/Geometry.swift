/// Helpers shared by the geometry types.
public enum Geometry {
    /// A number as UIKit's descriptions print it: whole numbers without a fraction, others
    /// with up to three decimals ("20", "20.5", "0.333").
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `value` rounded up to the pixel grid of `scale` (1, 2 or 3), tolerating
    /// floating-point noise (20.000000001 stays 20).
    public static func ceil(_ value: Double, scale: Double) -> Double {
        (value * scale - 1e-7).rounded(.up) / scale
    }

    /// `value` rounded to the nearest pixel of `scale`.
    public static func round(_ value: Double, scale: Double) -> Double {
        (value * scale).rounded() / scale
    }
}
