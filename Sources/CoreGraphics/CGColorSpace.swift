/// A color space, CoreGraphics' `CGColorSpace`. Colors are drawn as sRGB; the other spaces
/// convert to it (gray is sRGB with equal components, display P3 is treated as sRGB).
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// How a color space's components are read.
    public enum Model: Hashable, Sendable {
        case monochrome
        case rgb
    }

    /// The color space's name, e.g. `kCGColorSpaceSRGB`.
    public let name: String?
    /// The kind of components the space has.
    public let model: Model

    init(name: String?, model: Model) {
        self.name = name
        self.model = model
    }

    /// The color space named `name` (one of the `CGColorSpace` name constants).
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.displayP3, Self.linearSRGB, Self.genericRGBLinear:
            self.init(name: name, model: .rgb)
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray:
            self.init(name: name, model: .monochrome)
        default:
            return nil
        }
    }

    /// The number of color components, without alpha.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    /// The sRGB space every color is drawn in.
    static let standardRGB = CGColorSpace(name: sRGB, model: .rgb)
    static let standardGray = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    public var description: String { "<CGColorSpace \(name ?? "device") (\(model))>" }
}

/// The device RGB color space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.standardRGB }

/// The device gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.standardGray }
