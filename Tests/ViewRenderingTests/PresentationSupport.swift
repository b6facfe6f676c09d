import Foundation
import Testing
import ViewRendering

/// Screens and helpers for the presentation tests: a plain screen to present over, renders
/// on the iPhone and iPad, and pixels.
@MainActor
enum PresentationFixtures {
    static let renderer: ViewRenderer? = try? ViewRenderer()

    /// Light (or dark) traits at @2x on `device`.
    static func environment(_ device: RenderDevice, style: UIUserInterfaceStyle = .light,
                            contentSize: UIContentSizeCategory = .large) -> RenderEnvironment {
        RenderEnvironment(traits: UITraitCollection { $0.displayScale = 2; $0.userInterfaceStyle = style; $0.preferredContentSizeCategory = contentSize },
                          language: Locale.Language(identifier: "en"), device: device)
    }

    /// Renders the controller `make` builds (inside the environment) and returns the image
    /// and the controller; `onScreen` runs once the controller is shown in the render's
    /// window, before it is drawn (as a catalog variant's steps do: a tap that presents).
    static func render<Controller: UIViewController>(on device: RenderDevice, style: UIUserInterfaceStyle = .light,
                                                     contentSize: UIContentSizeCategory = .large, name: String? = nil,
                                                     _ make: @MainActor () -> Controller,
                                                     onScreen: @MainActor (Controller) -> Void = { _ in }) throws -> (RenderedImage, Controller) {
        let renderer = try #require(renderer)
        let environment = environment(device, style: style, contentSize: contentSize)
        let controller = renderer.withEnvironment(environment) { make() }
        let image = try withoutActuallyEscaping(onScreen) { step in
            try renderer.render(controller, in: environment, size: nil, background: nil) { shown in
                if let typed = shown as? Controller { step(typed) }
            }
        }
        if let name { dump(image, name) }
        return (image, controller)
    }

    /// Writes `image` to `$PRESENTATION_DUMP/<name>.png` when that variable is set.
    static func dump(_ image: RenderedImage, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["PRESENTATION_DUMP"], let data = try? image.pngData() else { return }
        try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    /// The pixel at the point (x, y), as 0–255 components.
    static func pixel(_ image: RenderedImage, _ x: CGFloat, _ y: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = image.cgImage.bitmap.pixel(x: Int(x * image.scale), y: Int(y * image.scale))
        return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }

    /// `view`'s rectangle in its window (the render's window is gone once the render
    /// returns; its top-level subviews filled it from its origin).
    static func frameInWindow(_ view: UIView?) -> CGRect? {
        guard let view else { return nil }
        var top = view
        while let superview = top.superview { top = superview }
        guard top !== view else { return nil }
        let rect = view.convert(view.bounds, to: top)
        return top is UIWindow ? rect : rect.offsetBy(dx: top.frame.minX, dy: top.frame.minY)
    }
}

/// A screen of one color with a button near the top, to present over.
@MainActor
final class BackdropController: UIViewController {
    let button = UIButton(type: .system)
    var color = UIColor.systemTeal
    /// How often `viewDidDisappear(_:)` ran.
    private(set) var disappearances = 0

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        disappearances += 1
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 20, y: 80, width: 80, height: 44)
        view.addSubview(button)
    }
}

/// A presented screen: a background and a label.
@MainActor
final class SheetContentController: UIViewController {
    let label = UILabel()
    /// The view's safe area when it last laid out (in its window).
    private(set) var laidOutSafeArea = UIEdgeInsets.zero

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOutSafeArea = view.safeAreaInsets
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Sheet"
        label.font = .preferredFont(forTextStyle: .title2)
        label.frame = CGRect(x: 20, y: 20, width: 200, height: 30)
        view.addSubview(label)
    }
}
