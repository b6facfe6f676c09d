/// A color, UIKit's `UIColor`: fixed sRGB components and alpha, or dynamic — resolved from
/// the trait collection it is used in (light and dark appearance, contrast, elevation).
open class UIColor: NSObject, @unchecked Sendable {
    /// Kept first: what Core Foundation reads as this object's type word
    /// (`CoreFoundationTypeWord`), so attributed strings compare it through Swift.
    private let coreFoundationTypeWord = CoreFoundationTypeWord.swiftObject
    enum Storage {
        case fixed(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic((UITraitCollection) -> UIColor)
        /// `UIColor.tintColor`: the tint color of the view the color is used in.
        case tint
    }

    let storage: Storage
    /// The system name the color was made with, for descriptions (and equality: iOS's
    /// system colors are shared objects, so `UIColor.systemBlue == .systemBlue`).
    let systemName: String?
    /// Whether the color is a gray (`UIColor(white:alpha:)`, black, white, the grays, clear):
    /// iOS keeps those in a gray color space, so their `cgColor` has two components (white
    /// and alpha), not four.
    let isGray: Bool

    init(storage: Storage, systemName: String? = nil, gray: Bool = false) {
        self.storage = storage
        self.systemName = systemName
        self.isGray = gray
        super.init()
    }

    /// An sRGB color; components from 0 to 1 (extended-range values are kept as given).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(red: red, green: green, blue: blue, alpha: alpha)
        systemName = nil
        isGray = false
        super.init()
    }

    /// A gray (in a gray color space, as on iOS: its `cgColor` is white and alpha).
    public init(white: CGFloat, alpha: CGFloat) {
        (storage, systemName, isGray) = (.fixed(red: white, green: white, blue: white, alpha: alpha), nil, true)
        super.init()
    }

    /// A color from hue, saturation and brightness (HSB), each from 0 to 1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        (storage, systemName, isGray) = (.fixed(red: r, green: g, blue: b, alpha: alpha), nil, false)
        super.init()
    }

    /// A Display P3 color, kept as its sRGB equivalent (extended sRGB for colors outside
    /// sRGB, clamped when drawn into an sRGB bitmap).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let converted = DisplayP3.sRGB(red: red, green: green, blue: blue)
        (storage, systemName, isGray) = (.fixed(red: converted.red, green: converted.green, blue: converted.blue, alpha: alpha), nil, false)
        super.init()
    }

    /// The color of `cgColor`.
    public init(cgColor: CGColor) {
        let rgba = cgColor.rgba
        let components = (CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha))
        (storage, systemName, isGray) = (.fixed(red: components.0, green: components.1, blue: components.2, alpha: components.3), nil, false)
        super.init()
    }

    /// A color that `dynamicProvider` decides for each trait collection.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        systemName = nil
        isGray = false
        super.init()
    }

    /// A color decoded from an archive: not supported, so clear.
    public required init?(coder: NSCoder) {
        (storage, systemName, isGray) = (.fixed(red: 0, green: 0, blue: 0, alpha: 0), nil, true)
        super.init()
    }

    /// The fixed color for `traitCollection`.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case let .dynamic(provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        case .tint: return UIColor.systemBlue.resolvedColor(with: traitCollection)
        }
    }

    /// The components for `traits` (tint resolved to `tint`, else system blue).
    package func components(in traits: UITraitCollection, tint: UIColor? = nil) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch storage {
        case let .fixed(red, green, blue, alpha): return (red, green, blue, alpha)
        case let .dynamic(provider): return provider(traits).components(in: traits, tint: tint)
        case .tint: return (tint ?? UIColor.systemBlue).components(in: traits, tint: nil)
        }
    }

    /// The fixed color this one is in `traits` (tint resolved to `tint`, else system blue).
    private func resolvedFixed(in traits: UITraitCollection, tint: UIColor?) -> UIColor {
        switch storage {
        case .fixed: return self
        case let .dynamic(provider): return provider(traits).resolvedFixed(in: traits, tint: tint)
        case .tint: return (tint ?? UIColor.systemBlue).resolvedFixed(in: traits, tint: nil)
        }
    }

    /// The color as a `CGColor` in `traits` (and a view's tint): a gray `CGColor` for grays.
    package func cgColor(in traits: UITraitCollection, tint: UIColor? = nil) -> CGColor {
        let resolved = resolvedFixed(in: traits, tint: tint)
        let c = resolved.components(in: traits, tint: nil)
        if resolved.isGray { return CGColor(gray: c.red, alpha: c.alpha) }
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The color as a `CGColor`, a dynamic color resolved with `UITraitCollection.current`.
    open var cgColor: CGColor { cgColor(in: UITraitCollection.current) }

    /// The same color with `alpha` (a dynamic color stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .fixed(red, green, blue, _): return UIColor(storage: .fixed(red: red, green: green, blue: blue, alpha: alpha), gray: isGray)
        case let .dynamic(provider): return UIColor { provider($0).withAlphaComponent(alpha) }
        case .tint: return UIColor { _ in UIColor.systemBlue.withAlphaComponent(alpha) }
        }
    }

    /// The components in sRGB (resolved with the current traits); true when they fit.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                     alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components(in: UITraitCollection.current)
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The gray level and alpha; true when the color is a gray.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components(in: UITraitCollection.current)
        white?.pointee = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        alpha?.pointee = c.alpha
        return c.red == c.green && c.green == c.blue
    }

    /// Hue, saturation, brightness and alpha.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components(in: UITraitCollection.current)
        let maxValue = max(c.red, c.green, c.blue), minValue = min(c.red, c.green, c.blue), delta = maxValue - minValue
        var h: CGFloat = 0
        if delta > 0 {
            if maxValue == c.red { h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxValue == c.green { h = (c.blue - c.red) / delta + 2 }
            else { h = (c.red - c.green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxValue == 0 ? 0 : delta / maxValue
        brightness?.pointee = maxValue
        alpha?.pointee = c.alpha
        return true
    }

    /// Makes this color the fill and stroke color of the current context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes this color the current context's fill color.
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this color the current context's stroke color.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        switch (storage, other.storage) {
        case let (.fixed(r1, g1, b1, a1), .fixed(r2, g2, b2, a2)): return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        case (.tint, .tint): return true
        // The same system color (iOS hands out one shared object per system color).
        case (.dynamic, .dynamic): return systemName != nil && systemName == other.systemName
        default: return false
        }
    }

    open override var hash: Int {
        if case let .fixed(r, g, b, a) = storage {
            var hasher = Hasher()
            hasher.combine(r)
            hasher.combine(g)
            hasher.combine(b)
            hasher.combine(a)
            return hasher.finalize()
        }
        if let systemName { return systemName.hashValue }
        return ObjectIdentifier(self).hashValue
    }

    open override var description: String {
        if let systemName { return "<UIColor \(systemName)>" }
        switch storage {
        case let .fixed(r, _, _, a) where isGray:
            return String(format: "UIExtendedGrayColorSpace %g %g", Double(r), Double(a))
        case let .fixed(r, g, b, a):
            return String(format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(r), Double(g), Double(b), Double(a))
        case .dynamic: return "<UIDynamicProviderColor>"
        case .tint: return "<UIColor tintColor>"
        }
    }
}
