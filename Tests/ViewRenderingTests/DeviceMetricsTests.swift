import Foundation
import Testing
import ViewRendering

/// A screen as a controller sees it on a device: what `viewDidLayoutSubviews` reads.
@MainActor
final class ProbeController: UIViewController {
    var safeArea = UIEdgeInsets.zero
    var frame = CGRect.zero
    var traits = UITraitCollection()
    var screenScale: CGFloat = 0
    var statusBarFrame = CGRect.zero
    var background: UIColor = .white
    var style: UIStatusBarStyle = .default
    var hidesStatusBar = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = background
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        safeArea = view.safeAreaInsets
        frame = view.frame
        traits = traitCollection
        screenScale = UIScreen.main.scale
        statusBarFrame = view.window?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar || super.prefersStatusBarHidden }
}

/// One device held one way, with the numbers docs/DEVICES.md gives for it.
struct ExpectedDevice: Sendable, CustomStringConvertible {
    let name: String
    let width: CGFloat, height: CGFloat, scale: CGFloat
    let top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    let regularWidth: Bool, regularHeight: Bool
    var description: String { name }
}

/// The named models' screens, safe areas, size classes and scales as a controller reads them.
@MainActor
@Suite("Devices as a screen sees them")
struct DeviceMetricsTests {
    static let renderer: ViewRenderer? = try? ViewRenderer()

    nonisolated static let expected: [ExpectedDevice] = [
        .init(name: "iPhoneSE3", width: 375, height: 667, scale: 2, top: 20, left: 0, bottom: 0, right: 0, regularWidth: false, regularHeight: true),
        .init(name: "iPhoneSE3-landscape", width: 667, height: 375, scale: 2, top: 0, left: 0, bottom: 0, right: 0, regularWidth: false,
              regularHeight: false),
        .init(name: "iPhone15", width: 393, height: 852, scale: 3, top: 59, left: 0, bottom: 34, right: 0, regularWidth: false, regularHeight: true),
        .init(name: "iPhone15-landscape", width: 852, height: 393, scale: 3, top: 0, left: 59, bottom: 21, right: 59, regularWidth: false,
              regularHeight: false),
        .init(name: "iPhone15Pro", width: 393, height: 852, scale: 3, top: 59, left: 0, bottom: 34, right: 0, regularWidth: false,
              regularHeight: true),
        .init(name: "iPhone15Pro-landscape", width: 852, height: 393, scale: 3, top: 0, left: 59, bottom: 21, right: 59, regularWidth: false,
              regularHeight: false),
        .init(name: "iPhone15ProMax", width: 430, height: 932, scale: 3, top: 59, left: 0, bottom: 34, right: 0, regularWidth: false,
              regularHeight: true),
        .init(name: "iPhone15ProMax-landscape", width: 932, height: 430, scale: 3, top: 0, left: 59, bottom: 21, right: 59, regularWidth: true,
              regularHeight: false),
        .init(name: "iPhone16Pro", width: 402, height: 874, scale: 3, top: 62, left: 0, bottom: 34, right: 0, regularWidth: false,
              regularHeight: true),
        .init(name: "iPhone16Pro-landscape", width: 874, height: 402, scale: 3, top: 0, left: 62, bottom: 21, right: 62, regularWidth: false,
              regularHeight: false),
        .init(name: "iPadMini6", width: 744, height: 1133, scale: 2, top: 24, left: 0, bottom: 20, right: 0, regularWidth: true, regularHeight: true),
        .init(name: "iPadMini6-landscape", width: 1133, height: 744, scale: 2, top: 24, left: 0, bottom: 20, right: 0, regularWidth: true,
              regularHeight: true),
        .init(name: "iPadAir11", width: 820, height: 1180, scale: 2, top: 24, left: 0, bottom: 20, right: 0, regularWidth: true, regularHeight: true),
        .init(name: "iPadAir11-landscape", width: 1180, height: 820, scale: 2, top: 24, left: 0, bottom: 20, right: 0, regularWidth: true,
              regularHeight: true),
        .init(name: "iPadPro13", width: 1032, height: 1376, scale: 2, top: 24, left: 0, bottom: 20, right: 0, regularWidth: true, regularHeight: true),
        .init(name: "iPadPro13-landscape", width: 1376, height: 1032, scale: 2, top: 24, left: 0, bottom: 20, right: 0, regularWidth: true,
              regularHeight: true),
    ]

    @Test("A controller's view fills the device, with its safe area, size classes and scale", arguments: expected)
    func metrics(_ expected: ExpectedDevice) throws {
        let renderer = try #require(Self.renderer)
        let device = try #require(RenderDevice(named: expected.name), "no device named \(expected.name)")
        let controller = ProbeController()
        let image = try renderer.render(controller, in: RenderEnvironment(device: device))
        #expect(controller.frame == CGRect(x: 0, y: 0, width: expected.width, height: expected.height))
        #expect(controller.safeArea == UIEdgeInsets(top: expected.top, left: expected.left, bottom: expected.bottom, right: expected.right))
        #expect(controller.traits.horizontalSizeClass == (expected.regularWidth ? .regular : .compact))
        #expect(controller.traits.verticalSizeClass == (expected.regularHeight ? .regular : .compact))
        #expect(controller.traits.displayScale == expected.scale)
        #expect(controller.screenScale == expected.scale)
        #expect(image.scale == expected.scale)
        #expect(image.cgImage.width == Int(expected.width * expected.scale) && image.cgImage.height == Int(expected.height * expected.scale))
    }

    @Test("Every model turns: upright and on its side are one device, and turning twice comes back")
    func turning() {
        #expect(RenderDevice.models.count == 8)
        for device in RenderDevice.models {
            #expect(!device.isLandscape && device.landscape.isLandscape, "\(device.name)")
            #expect(device.landscape.name == device.name + "-landscape")
            #expect(device.landscape.portrait == device)
            #expect(device.landscape.interfaceOrientation == .landscapeRight)
        }
        #expect(RenderDevice.iPhonePortrait.landscape == RenderDevice.iPhoneLandscape)
        #expect(RenderDevice.iPhoneLandscape.name == "iPhone-landscape")
        #expect(RenderDevice.iPadFormSheet.landscape == RenderDevice.iPadFormSheet, "a form sheet knows one orientation")
        #expect(RenderDevice(named: "ipadpro13-LANDSCAPE")?.size == CGSize(width: 1376, height: 1032))
        #expect(RenderDevice(named: "iPhone 15 Pro") == nil)
    }

    @Test("A device's scale applies unless the traits name one; the generic devices keep the traits' (@3x by default)")
    func scaleFollowsTheDevice() throws {
        #expect(RenderEnvironment(device: .iPhoneSE3).resolvedTraits.displayScale == 2)
        #expect(RenderEnvironment(device: .iPadPro13.landscape).resolvedTraits.displayScale == 2)
        #expect(RenderEnvironment(traits: UITraitCollection(displayScale: 1), device: .iPhone15Pro).resolvedTraits.displayScale == 1)
        #expect(RenderEnvironment(device: .iPhonePortrait).resolvedTraits.displayScale == 3)
        #expect(RenderEnvironment(device: .iPad).resolvedTraits.displayScale == 3)
        #expect(RenderEnvironment(traits: UITraitCollection(displayScale: 2), device: .iPad).name == "iPad-light-L-2x")
        #expect(RenderEnvironment(device: .iPhoneSE3).name == "iPhoneSE3-light-L-2x")
        let renderer = try #require(Self.renderer)
        let image = try renderer.render(ProbeController(), in: RenderEnvironment(traits: UITraitCollection(displayScale: 1), device: .iPhone15Pro))
        #expect(image.scale == 1 && image.cgImage.width == 393)
    }

    @Test("The status bar's frame: 54 points under a Dynamic Island, 20 on an iPhone SE, none on its side or when hidden")
    func statusBarFrame() throws {
        let renderer = try #require(Self.renderer)
        func frame(_ device: RenderDevice, hidden: Bool = false) throws -> CGRect {
            let controller = ProbeController()
            controller.hidesStatusBar = hidden
            _ = try renderer.render(controller, in: RenderEnvironment(device: device))
            return controller.statusBarFrame
        }
        #expect(try frame(.iPhone15Pro) == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(try frame(.iPhoneSE3) == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(try frame(.iPadAir11) == CGRect(x: 0, y: 0, width: 820, height: 24))
        #expect(try frame(.iPhone15Pro.landscape) == .zero)
        #expect(try frame(.iPhone15Pro, hidden: true) == .zero)
    }

    @Test("Hiding the status bar gives its strip back on an iPhone SE, not under a sensor housing")
    func hiddenStatusBarSafeArea() throws {
        let renderer = try #require(Self.renderer)
        let onSE = ProbeController()
        onSE.hidesStatusBar = true
        _ = try renderer.render(onSE, in: RenderEnvironment(device: .iPhoneSE3))
        #expect(onSE.safeArea.top == 0)
        let onPro = ProbeController()
        onPro.hidesStatusBar = true
        _ = try renderer.render(onPro, in: RenderEnvironment(device: .iPhone15Pro))
        #expect(onPro.safeArea.top == 59)
    }
}
