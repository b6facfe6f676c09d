/// A number as UIKit's descriptions print it: whole numbers without a fraction, others
/// with up to three decimals ("20", "20.5", "0.333").
func formattedNumber(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
