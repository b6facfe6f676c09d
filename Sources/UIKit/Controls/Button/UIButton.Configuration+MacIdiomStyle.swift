extension UIButton.Configuration {
    /// The style under the Mac idiom, UIKit's `UIButton.Configuration.MacIdiomStyle` (kept;
    /// renders are of the phone idiom).
    public enum MacIdiomStyle: Hashable, Sendable {
        case automatic
        case bordered
        case borderless
        case borderlessTinted
    }
}
