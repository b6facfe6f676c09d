import Foundation
import Testing
import ViewRendering

/// A container whose status bar style is its child's.
@MainActor
final class ContainerController: UIViewController {
    let child: UIViewController

    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override var childForStatusBarStyle: UIViewController? { child }
}

/// The status bar and home indicator drawn over screens on the named models.
@MainActor
@Suite("Status bar and home indicator over screens")
struct SystemOverlayTests {
    static let renderer: ViewRenderer? = try? ViewRenderer()

    /// Writes `image` to `$RENDER_DUMP/<name>.png` when that variable is set (to look at).
    func dump(_ image: RenderedImage, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["RENDER_DUMP"], let data = try? image.pngData() else { return }
        try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    /// How many pixels in `rect` (points) are dark (every channel below 80) and how many
    /// light (every channel above 175).
    func ink(_ image: RenderedImage, _ rect: CGRect) -> (dark: Int, light: Int) {
        let bitmap = image.cgImage.bitmap
        let scale = image.scale
        var dark = 0, light = 0
        for y in Int(rect.minY * scale)..<min(bitmap.pixelHeight, Int(rect.maxY * scale)) {
            for x in Int(rect.minX * scale)..<min(bitmap.pixelWidth, Int(rect.maxX * scale)) {
                let p = bitmap.pixel(x: x, y: y)
                if p.red < 80, p.green < 80, p.blue < 80, p.alpha > 200 { dark += 1 }
                if p.red > 175, p.green > 175, p.blue > 175, p.alpha > 200 { light += 1 }
            }
        }
        return (dark, light)
    }

    func render(_ controller: UIViewController, on device: RenderDevice, style: UIUserInterfaceStyle = .light) throws -> RenderedImage {
        let renderer = try #require(Self.renderer)
        return try renderer.render(controller, in: RenderEnvironment(traits: UITraitCollection(userInterfaceStyle: style), device: device))
    }

    func probe(_ background: UIColor, style: UIStatusBarStyle = .default, hidden: Bool = false) -> ProbeController {
        let controller = ProbeController()
        controller.background = background
        controller.style = style
        controller.hidesStatusBar = hidden
        return controller
    }

    @Test("Light appearance: dark time in the left ear and dark symbols in the right ear of an iPhone 15 Pro, nothing over the island")
    func darkContentInLightMode() throws {
        let image = try render(probe(.white), on: .iPhone15Pro)
        dump(image, "iPhone15Pro-white")
        #expect(ink(image, CGRect(x: 40, y: 15, width: 60, height: 30)).dark > 100, "the time")
        #expect(ink(image, CGRect(x: 293, y: 15, width: 90, height: 30)).dark > 150, "signal, Wi-Fi, battery")
        #expect(ink(image, CGRect(x: 140, y: 0, width: 113, height: 59)).dark == 0, "under the Dynamic Island")
        #expect(ink(image, CGRect(x: 0, y: 60, width: 393, height: 700)).dark == 0, "below the status bar")
    }

    @Test("Dark appearance: light content over a dark screen")
    func lightContentInDarkMode() throws {
        let image = try render(probe(.black), on: .iPhone15Pro, style: .dark)
        dump(image, "iPhone15Pro-black-dark")
        #expect(ink(image, CGRect(x: 40, y: 15, width: 60, height: 30)).light > 100)
        #expect(ink(image, CGRect(x: 293, y: 15, width: 90, height: 30)).light > 150)
        #expect(ink(image, CGRect(x: 0, y: 0, width: 393, height: 59)).dark > 1000, "the background stays")
    }

    @Test("preferredStatusBarStyle and childForStatusBarStyle decide the content's colour")
    func preferredStyle() throws {
        let blue = UIColor(red: 0, green: 0.3, blue: 0.8, alpha: 1)
        let light = try render(probe(blue, style: .lightContent), on: .iPhone15)
        #expect(ink(light, CGRect(x: 40, y: 15, width: 60, height: 30)).light > 100)
        let forced = try render(probe(.white, style: .darkContent), on: .iPhone15, style: .dark)
        #expect(ink(forced, CGRect(x: 40, y: 15, width: 60, height: 30)).dark > 100)
        let contained = try render(ContainerController(child: probe(blue, style: .lightContent)), on: .iPhone15)
        #expect(ink(contained, CGRect(x: 40, y: 15, width: 60, height: 30)).light > 100)
    }

    @Test("No status bar when the controller hides it, on an iPhone on its side, or with the system overlays off")
    func hidden() throws {
        let top = CGRect(x: 0, y: 0, width: 393, height: 59)
        #expect(ink(try render(probe(.white, hidden: true), on: .iPhone15Pro), top).dark == 0)
        #expect(ink(try render(probe(.white), on: .iPhone15Pro.showingSystemOverlays(false)), top).dark == 0)
        #expect(ink(try render(probe(.white), on: .iPhone15Pro.landscape), CGRect(x: 0, y: 0, width: 852, height: 40)).dark == 0)
        #expect(ink(try render(probe(.white), on: .iPhonePortrait), CGRect(x: 0, y: 0, width: 390, height: 47)).dark == 0,
                "the generic devices draw none, so their references stay")
    }

    @Test("The home indicator: 5 points tall, 8 above the bottom, centred; black over light, white over dark")
    func homeIndicator() throws {
        let onWhite = try render(probe(.white), on: .iPhone15Pro)
        // 0.3565 × 393 ≈ 140 points wide, from y = 852 − 13 to 852 − 8.
        #expect(ink(onWhite, CGRect(x: 127, y: 840, width: 139, height: 3)).dark > 900)
        #expect(ink(onWhite, CGRect(x: 0, y: 844, width: 393, height: 8)).dark == 0, "nothing below it")
        #expect(ink(onWhite, CGRect(x: 0, y: 839, width: 120, height: 5)).dark == 0, "nothing beside it")
        let onBlack = try render(probe(.black, style: .lightContent), on: .iPhone15Pro.landscape)
        dump(onBlack, "iPhone15Pro-landscape-black")
        #expect(ink(onBlack, CGRect(x: 360, y: 381, width: 130, height: 3)).light > 900)
        let onSE = try render(probe(.white), on: .iPhoneSE3)
        #expect(ink(onSE, CGRect(x: 0, y: 640, width: 375, height: 27)).dark == 0, "a Home button, no indicator")
    }

    @Test("iPad: the time and date on the left, the battery on the right; iPhone SE: the time in the middle")
    func layouts() throws {
        let pad = try render(probe(.white), on: .iPadPro13)
        dump(pad, "iPadPro13-white")
        #expect(ink(pad, CGRect(x: 18, y: 2, width: 120, height: 20)).dark > 150, "time and date")
        #expect(ink(pad, CGRect(x: 980, y: 2, width: 34, height: 20)).dark > 60, "battery")
        #expect(ink(pad, CGRect(x: 300, y: 0, width: 600, height: 24)).dark == 0)
        let phone = try render(probe(.white), on: .iPhoneSE3)
        dump(phone, "iPhoneSE3-white")
        #expect(ink(phone, CGRect(x: 170, y: 2, width: 35, height: 16)).dark > 40, "the time")
        #expect(ink(phone, CGRect(x: 4, y: 2, width: 40, height: 16)).dark > 40, "signal and Wi-Fi")
        #expect(ink(phone, CGRect(x: 340, y: 2, width: 33, height: 16)).dark > 40, "battery")
    }
}

/// A settings-like list in a navigation controller: what a designer checks the status bar
/// against.
@MainActor
final class SettingsListController: UITableViewController {
    let rows = ["Wi-Fi", "Bluetooth", "Cellular", "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General", "Display & Brightness"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

extension SystemOverlayTests {
    @Test("A list in a navigation controller renders on each model upright and turned, overlays and all",
          arguments: [RenderDevice.iPhone15Pro, .iPhone15Pro.landscape, .iPhoneSE3, .iPadPro13, .iPhone16Pro])
    func settingsList(on device: RenderDevice) throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let navigation = UINavigationController(rootViewController: SettingsListController(style: .insetGrouped))
            let image = try render(navigation, on: device, style: style)
            dump(image, "settings-\(device.name)-\(style == .dark ? "dark" : "light")")
            #expect(image.size == device.size)
            #expect(image.warnings.filter { $0.kind != .unsupported }.isEmpty, "\(image.warnings)")
        }
    }
}
