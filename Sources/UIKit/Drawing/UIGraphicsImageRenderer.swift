import Foundation
internal import Rendering

/// Makes images by drawing, UIKit's `UIGraphicsImageRenderer`: each call makes a fresh
/// context of the renderer's size at its format's scale, in UIKit's coordinates, current
/// while the block runs.
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.bounds = CGRect(origin: .zero, size: size)
        self.format = format
        super.init()
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Whether images are made with an alpha channel.
    open var allowsImageOutput: Bool { true }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = makeContext() else { return UIImage() }
        run(actions, in: context)
        guard let cgImage = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: format.scale, orientation: .up)
    }

    /// The PNG encoding of what `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// JPEG is not encoded here: PNG data, reported.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func makeContext() -> CGContext? {
        let scale = format.scale > 0 ? format.scale : 1
        do {
            let storage = try SurfaceStorage.make(pixelWidth: max(1, Int((bounds.width * scale).rounded(.up))),
                                                  pixelHeight: max(1, Int((bounds.height * scale).rounded(.up))))
            let context = try CGContext(storage: storage, scale: scale)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            if format.opaque {
                context.setFillColor(CGColor.white)
                context.fill(bounds)
            }
            return context
        } catch {
            RenderIssues.report("UIGraphicsImageRenderer could not make a \(bounds.width) × \(bounds.height) point image: \(error)")
            return nil
        }
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void, in context: CGContext) {
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        context.saveGState()
        actions(rendererContext)
        context.restoreGState()
    }
}
