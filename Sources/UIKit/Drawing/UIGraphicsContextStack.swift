import Foundation
internal import Rendering

/// The stack of current graphics contexts on this thread (UIKit keeps one per thread).
enum UIGraphicsContextStack {
    private final class Stack {
        var contexts: [CGContext] = []
        /// Contexts begun with `UIGraphicsBeginImageContext`, with their scale.
        var imageContexts: [(context: CGContext, scale: CGFloat)] = []
    }

    private static let stackScope = ThreadScoped<Stack>("UIKit.UIGraphicsContextStack")
    private static var stack: Stack {
        stackScope.value { Stack() }
    }

    static var current: CGContext? { stack.contexts.last }

    static func push(_ context: CGContext) { stack.contexts.append(context) }

    static func pop() {
        if !stack.contexts.isEmpty { stack.contexts.removeLast() }
    }

    static func beginImage(size: CGSize, opaque: Bool, scale: CGFloat) {
        let scale = scale > 0 ? scale : UITraitCollection.current.displayScale
        do {
            let pixelWidth = max(1, Int((size.width * scale).rounded(.up)))
            let pixelHeight = max(1, Int((size.height * scale).rounded(.up)))
            let storage = try SurfaceStorage.make(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            let context = try CGContext(storage: storage, scale: scale)
            if opaque {
                context.setFillColor(CGColor.white)
                context.fill(CGRect(origin: .zero, size: size))
            }
            stack.imageContexts.append((context, scale))
            push(context)
        } catch {
            RenderIssues.report("UIGraphicsBeginImageContext could not make a \(size.width) × \(size.height) context: \(error). Drawing until "
                + "UIGraphicsEndImageContext() goes nowhere.")
        }
    }

    static func currentImage() -> UIImage? {
        guard let (context, scale) = stack.imageContexts.last, let cgImage = context.makeImage() else { return nil }
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }

    static func endImage() {
        guard let (context, _) = stack.imageContexts.popLast() else { return }
        if let index = stack.contexts.lastIndex(where: { $0 === context }) { stack.contexts.remove(at: index) }
    }
}
