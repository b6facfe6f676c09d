import Foundation
import Testing
import ViewRendering

/// A navigation bar with a controller pushed onto another: UIKit's default back button.
@MainActor
@Suite("Navigation bar back button")
struct NavigationBarTests {
    static let renderer: ViewRenderer? = try? ViewRenderer()

    /// How many pixels in `rect` (points) are the tint's blue.
    func tinted(_ image: RenderedImage, _ rect: CGRect) -> Int {
        let bitmap = image.cgImage.bitmap
        let scale = image.scale
        var count = 0
        for y in Int(rect.minY * scale)..<min(bitmap.pixelHeight, Int(rect.maxY * scale)) {
            for x in Int(rect.minX * scale)..<min(bitmap.pixelWidth, Int(rect.maxX * scale)) {
                let p = bitmap.pixel(x: x, y: y)
                if p.blue > 200, p.red < 100, p.green < 170, p.alpha > 200 { count += 1 }
            }
        }
        return count
    }

    func controller(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.navigationItem.title = title
        controller.view.backgroundColor = .systemBackground
        return controller
    }

    func render(_ stack: [UIViewController], hidesBack: Bool = false) throws -> RenderedImage {
        let navigation = UINavigationController(rootViewController: stack[0])
        for pushed in stack.dropFirst() { navigation.pushViewController(pushed, animated: false) }
        navigation.topViewController?.navigationItem.hidesBackButton = hidesBack
        let renderer = try #require(Self.renderer)
        return try renderer.render(navigation, in: RenderEnvironment(traits: UITraitCollection(userInterfaceStyle: .light), device: .iPhone15))
    }

    @Test("A pushed controller's bar shows the chevron and the previous title in the tint at the leading edge")
    func backButtonDrawn() throws {
        // The iPhone 15's bar spans y 59 to 103; the back button sits in its leading part.
        let backArea = CGRect(x: 0, y: 59, width: 110, height: 44)
        let pushed = try render([controller("Settings"), controller("Wi-Fi")])
        let chevron = tinted(pushed, CGRect(x: 6, y: 59, width: 16, height: 44))
        let title = tinted(pushed, CGRect(x: 26, y: 59, width: 80, height: 44))
        #expect(chevron > 30, "chevron pixels: \(chevron)")
        #expect(title > 100, "title pixels: \(title)")
        #expect(tinted(try render([controller("Settings")]), backArea) == 0)
        #expect(tinted(try render([controller("Settings"), controller("Wi-Fi")], hidesBack: true), backArea) == 0)
    }
}
