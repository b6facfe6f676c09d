/// A color space, CoreGraphics' `CGColorSpace`. Colors are drawn as sRGB; the other spaces
/// convert to it (gray is sRGB with equal components, display P3 is treated as sRGB).
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// How a color space's components are read.
    public enum Model: Hashable, Sendable {
        case monochrome
        case rgb
    }

    /// The color space's name, e.g. `kCGColorSpaceSRGB`.
    public let name: CFString?
    /// The kind of components the space has.
    public let model: Model

    init(name: CFString?, model: Model) {
        self.name = name
        self.model = model
    }

    /// The color space named `name` (one of the `CGColorSpace` name constants).
    public convenience init?(name: CFString) {
        switch String(describing: name) {
        case "kCGColorSpaceSRGB", "kCGColorSpaceExtendedSRGB", "kCGColorSpaceDisplayP3", "kCGColorSpaceLinearSRGB", "kCGColorSpaceGenericRGBLinear":
            self.init(name: name, model: .rgb)
        case "kCGColorSpaceGenericGrayGamma2_2", "kCGColorSpaceLinearGray", "kCGColorSpaceExtendedGray":
            self.init(name: name, model: .monochrome)
        default:
            return nil
        }
    }

    private var nameText: String? { name.map { String(describing: $0) } }

    /// The number of color components, without alpha.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB" as CFString
    nonisolated(unsafe) public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB" as CFString
    nonisolated(unsafe) public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB" as CFString
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3" as CFString
    nonisolated(unsafe) public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear" as CFString
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2" as CFString
    nonisolated(unsafe) public static let linearGray: CFString = "kCGColorSpaceLinearGray" as CFString
    nonisolated(unsafe) public static let extendedGray: CFString = "kCGColorSpaceExtendedGray" as CFString

    /// The sRGB space every color is drawn in.
    static let standardRGB = CGColorSpace(name: sRGB, model: .rgb)
    static let standardGray = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.nameText == rhs.nameText && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(nameText)
        hasher.combine(model)
    }

    public var description: String { "<CGColorSpace \(nameText ?? "device") (\(model))>" }
}

/// The device RGB color space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.standardRGB }

/// The device gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.standardGray }
