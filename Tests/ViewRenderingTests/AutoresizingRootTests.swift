import Foundation
import Testing
import ViewRendering

/// A view whose autoresizing mask is flexible (a xib's root view, which Interface Builder
/// saves with width and height sizable) renders at the size asked for, its content drawn:
/// hosting it must not resize it by the hosting window's own change of size.
@MainActor
@Suite("Rendering a view with a flexible autoresizing mask")
struct AutoresizingRootTests {
    @Test("A flexible root rendered at a fixed size keeps that size and draws its subview")
    func flexibleRoot() throws {
        let renderer = try ViewRenderer()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 56))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        root.addSubview(square)
        let image = try renderer.render(root, in: RenderEnvironment(traits: UITraitCollection(displayScale: 1)), size: .fixed(CGSize(width: 44, height: 56)))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 44, height: 56))
        #expect(image.size == CGSize(width: 44, height: 56))
        let pixel = image.cgImage.bitmap.pixel(x: 20, y: 20)
        #expect(pixel.red > 240 && pixel.green < 16 && pixel.blue < 16)
    }
}
