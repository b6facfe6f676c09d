/// How an image renderer makes its images, UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point (the current traits' display scale by default).
    @exclusivity(unchecked) open var scale: CGFloat
    /// Whether the image has no transparency (drawn over white then).
    @exclusivity(unchecked) open var opaque = false
    @exclusivity(unchecked) open var preferredRange = Range.automatic
    /// Whether the renderer draws in the extended range (it never does here).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    public override init() {
        scale = UITraitCollection.current.displayScale > 0 ? UITraitCollection.current.displayScale : 1
        super.init()
    }

    /// The format for the current device: its scale.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    @available(*, deprecated, renamed: "preferred()")
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The color range of rendered images, UIKit's `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Hashable, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }
}
