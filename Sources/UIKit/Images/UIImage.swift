import Foundation
package import Rendering

/// An image, UIKit's `UIImage`: pixels at a scale (PNG and JPEG files, renderers,
/// `CGImage`s), or a vector (SVG, or a PDF's first page) drawn sharp at any size, or the placeholder drawn for an SF Symbol (which
/// cannot ship here). Template images take the tint of the view that shows them.
open class UIImage: NSObject, @unchecked Sendable {
    /// What the image draws.
    package enum Content {
        case empty
        case bitmap(CGImage)
        case vector(SVGDocument)
        /// The first page of a PDF, drawn as vectors.
        case pdf(PDFDocument)
        /// An SF Symbol by name: drawn as a marked placeholder.
        case symbol(String)
    }

    package let content: Content
    /// Pixels per point.
    public let scale: CGFloat
    let storedSize: CGSize
    /// How the image is drawn: in its own colors, or as a template in the tint.
    @exclusivity(unchecked) open private(set) var renderingMode = RenderingMode.automatic
    @exclusivity(unchecked) open private(set) var imageOrientation = Orientation.up
    @exclusivity(unchecked) open private(set) var capInsets = UIEdgeInsets.zero
    @exclusivity(unchecked) open private(set) var resizingMode = ResizingMode.tile
    @exclusivity(unchecked) open private(set) var alignmentRectInsets = UIEdgeInsets.zero
    /// The color a template image is drawn in regardless of the view's tint (`withTintColor`).
    @exclusivity(unchecked) package private(set) var fixedTint: UIColor?
    open private(set) var configuration: Configuration?
    @exclusivity(unchecked) open private(set) var symbolConfiguration: SymbolConfiguration?
    /// The asset the image came from, which gives the variant for other traits.
    @exclusivity(unchecked) open package(set) var imageAsset: UIImageAsset?
    @exclusivity(unchecked) open private(set) var flipsForRightToLeftLayoutDirection = false
    @exclusivity(unchecked) open private(set) var baselineOffsetFromBottom: CGFloat?

    package init(content: Content, size: CGSize, scale: CGFloat) {
        self.content = content
        self.storedSize = size
        self.scale = scale
        super.init()
    }

    /// An empty image.
    public override convenience init() {
        self.init(content: .empty, size: .zero, scale: 1)
    }

    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        self.init(content: .bitmap(cgImage), size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale), scale: scale)
        imageOrientation = orientation
    }

    /// An image decoded from PNG, JPEG, SVG or PDF data; nil when the data is none of them.
    /// A JPEG's EXIF orientation becomes the image's `imageOrientation`, as on iOS.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoded = ImageDecoding.decode(data, scale: scale > 0 ? scale : 1, name: "data") else { return nil }
        self.init(decoded: decoded)
    }

    /// An image read from a PNG, JPEG, SVG or PDF file; a file named `name@2x.png` has
    /// scale 2.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let decoded = ImageDecoding.decode(data, scale: ImageDecoding.scale(fromFileName: path), name: path) else { return nil }
        self.init(decoded: decoded)
    }

    /// An image of decoded file content, with the orientation the file gave.
    convenience init(decoded: ImageDecoding.Decoded) {
        self.init(content: decoded.content, size: decoded.size, scale: decoded.scale)
        imageOrientation = decoded.orientation
    }

    /// An image decoded from an archive: not supported, so an empty image.
    public required init?(coder: NSCoder) {
        (content, storedSize, scale) = (.empty, .zero, 1)
        super.init()
    }

    /// An image from the app's asset catalogs or resources, for the current traits.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image from the asset catalogs of `bundle` (the main bundle, then every registered
    /// catalog, when nil), the variant for `traitCollection` (the current traits when nil).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = AssetCatalogs.image(named: name, in: bundle, traits: traitCollection ?? UITraitCollection.current) else { return nil }
        self.init(copying: found)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let found = AssetCatalogs.image(named: name, in: bundle, traits: configuration?.traitCollection ?? UITraitCollection.current) else {
            return nil
        }
        self.init(copying: found)
        self.configuration = configuration
    }

    /// An SF Symbol. The symbols cannot ship outside Apple's platforms: the image is a
    /// placeholder of the symbol's size (a framed box with a cross, tinted like the symbol),
    /// and every render that draws it reports the symbol's name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolConfiguration = configuration as? SymbolConfiguration
        let side = SymbolMetrics.side(for: symbolConfiguration)
        self.init(content: .symbol(name), size: CGSize(width: side, height: side), scale: UITraitCollection.current.displayScale)
        self.configuration = configuration
        self.symbolConfiguration = symbolConfiguration
        renderingMode = .alwaysTemplate
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A copy of `other` with all its settings.
    package convenience init(copying other: UIImage) {
        self.init(content: other.content, size: other.storedSize, scale: other.scale)
        take(other)
    }

    private func take(_ other: UIImage) {
        renderingMode = other.renderingMode
        imageOrientation = other.imageOrientation
        capInsets = other.capInsets
        resizingMode = other.resizingMode
        alignmentRectInsets = other.alignmentRectInsets
        fixedTint = other.fixedTint
        configuration = other.configuration
        symbolConfiguration = other.symbolConfiguration
        imageAsset = other.imageAsset
        flipsForRightToLeftLayoutDirection = other.flipsForRightToLeftLayoutDirection
        baselineOffsetFromBottom = other.baselineOffsetFromBottom
        animationFrames = other.animationFrames
        animationDuration = other.animationDuration
    }

    /// This image (another variant of the same asset) drawn the way `original` is: its
    /// rendering mode, fixed tint, cap insets and alignment insets.
    package func carryingDrawingSettings(of original: UIImage) -> UIImage {
        let copy = UIImage(copying: self)
        copy.renderingMode = original.renderingMode
        copy.fixedTint = original.fixedTint
        copy.capInsets = original.capInsets
        copy.resizingMode = original.resizingMode
        copy.alignmentRectInsets = original.alignmentRectInsets
        copy.imageAsset = original.imageAsset ?? imageAsset
        return copy
    }

    private func copy(_ change: (UIImage) -> Void) -> UIImage {
        let copy = UIImage(copying: self)
        change(copy)
        return copy
    }

    // MARK: Properties

    /// The size in points (orientation applied).
    open var size: CGSize {
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: storedSize.height, height: storedSize.width)
        default: return storedSize
        }
    }

    /// The pixels, for bitmap images (vectors and symbols are rasterized at the image's
    /// scale).
    open var cgImage: CGImage? {
        switch content {
        case let .bitmap(image): return image
        case .empty: return nil
        case .vector, .pdf, .symbol: return ImageRasterizing.rasterize(self)
        }
    }

    /// Whether the image is an SF Symbol.
    open var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// The SF Symbol's name, for symbol images.
    package var symbolName: String? {
        if case let .symbol(name) = content { return name }
        return nil
    }

    /// Whether the image draws in the tint color.
    package var isTemplate: Bool {
        renderingMode == .alwaysTemplate
    }

    /// Whether the image has pixels or a symbol to draw (an empty `UIImage()` has none).
    package var hasContent: Bool {
        if case .empty = content { return false }
        return true
    }

    open var traitCollection: UITraitCollection { configuration?.traitCollection ?? UITraitCollection(displayScale: scale) }

    /// The frames of an animated image (`animatedImage(with:duration:)`); nil otherwise.
    open var images: [UIImage]? { animationFrames }
    /// How long one cycle of an animated image's frames takes, in seconds.
    open var duration: TimeInterval { animationDuration }
    private var animationFrames: [UIImage]?
    @exclusivity(unchecked) private var animationDuration: TimeInterval = 0

    /// An animated image: drawn as its first frame (renders are still pictures), keeping
    /// every frame in `images`. Nil without frames.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let animated = UIImage(copying: first)
        animated.animationFrames = images
        animated.animationDuration = duration
        return animated
    }
    open var leftCapWidth: Int { Int(capInsets.left) }
    open var topCapHeight: Int { Int(capInsets.top) }
    open var hasBaseline: Bool { baselineOffsetFromBottom != nil }

    // MARK: Variants

    /// The image drawn as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy { $0.renderingMode = renderingMode }
    }

    /// The image as a template drawn in `color`.
    open func withTintColor(_ color: UIColor) -> UIImage {
        copy {
            $0.fixedTint = color
            $0.renderingMode = .alwaysOriginal
        }
    }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy {
            $0.fixedTint = color
            $0.renderingMode = renderingMode
        }
    }

    /// The image stretched in its middle and tiled (`.tile`) or stretched (`.stretch`)
    /// between the cap insets when drawn larger.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let right = leftCapWidth > 0 ? size.width - CGFloat(leftCapWidth) - 1 : 0
        let bottom = topCapHeight > 0 ? size.height - CGFloat(topCapHeight) - 1 : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth), bottom: max(0, bottom),
                                                          right: max(0, right)), resizingMode: .stretch)
    }

    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        copy { $0.alignmentRectInsets = alignmentInsets }
    }

    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        if isSymbolImage, let name = symbolName, let symbol = UIImage(systemName: name, withConfiguration: configuration) {
            symbol.renderingMode = renderingMode
            symbol.fixedTint = fixedTint
            return symbol
        }
        return copy { $0.configuration = configuration }
    }

    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return self }
        let combined = symbolConfiguration?.applying(configuration) ?? configuration
        return withConfiguration(combined)
    }

    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        copy { $0.flipsForRightToLeftLayoutDirection = true }
    }

    open func withHorizontallyFlippedOrientation() -> UIImage {
        copy { $0.imageOrientation = $0.imageOrientation == .upMirrored ? .up : .upMirrored }
    }

    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        copy { $0.baselineOffsetFromBottom = baselineOffset }
    }

    open func imageWithoutBaseline() -> UIImage {
        copy { $0.baselineOffsetFromBottom = nil }
    }

    // MARK: Encoding

    /// The image as PNG data.
    open func pngData() -> Data? {
        guard let cgImage else { return nil }
        return try? cgImage.bitmap.pngData()
    }

    /// JPEG is not encoded here: the PNG encoding instead, reported.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        RenderIssues.report("UIImage.jpegData is not available on Linux; PNG data was returned instead.")
        return pngData()
    }

    // MARK: Drawing

    /// Draws the image at `point` at its size, in the current context.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched over `rect` (cap insets kept for resizable images).
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        ImageDrawing.draw(self, in: rect, context: context, tint: fixedTint?.cgColor(in: UITraitCollection.current))
    }

    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// Tiles the image over `rect`.
    open func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.clip(to: rect)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                context.drawUpright(cgImage, in: CGRect(x: x, y: y, width: size.width, height: size.height))
                x += max(size.width, 1)
            }
            y += max(size.height, 1)
        }
        context.restoreGState()
    }

    open override var description: String {
        switch content {
        case .empty: return "<UIImage: empty>"
        case .bitmap: return "<UIImage: size {\(size.width), \(size.height)} scale \(scale)>"
        case .vector: return "<UIImage: vector, size {\(size.width), \(size.height)}>"
        case .pdf: return "<UIImage: PDF vector, size {\(size.width), \(size.height)}>"
        case let .symbol(name): return "<UIImage: symbol(\(name)) placeholder, size {\(size.width), \(size.height)}>"
        }
    }

    // MARK: Types

    /// How an image is drawn, UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// How an image is turned, UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Hashable, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How a resizable image fills the middle, UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Hashable, Sendable {
        case tile, stretch
    }
}
