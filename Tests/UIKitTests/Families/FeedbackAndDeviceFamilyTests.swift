import Foundation
import Testing
import UIKit

/// Firing haptics from a component's action.
@MainActor
func confirmPurchase(in view: UIView) -> Int {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.4)
    UISelectionFeedbackGenerator().selectionChanged()
    let notification = UINotificationFeedbackGenerator(view: view)
    notification.notificationOccurred(.success)
    notification.notificationOccurred(.error, at: CGPoint(x: 4, y: 4))
    return view.interactions.count
}

/// Feedback generators (inert: no haptics on Linux) and UIDevice (the environment's device).
@MainActor
@Suite("Feedback generators and UIDevice")
struct FeedbackAndDeviceFamilyTests {
    /// A screen of an environment, as the renderer makes one.
    private func screen(_ size: CGSize, idiom: UIUserInterfaceIdiom) -> UIScreen {
        UIScreen(size: size, safeAreaInsets: .zero, traits: UITraitCollection(traitsFrom: [.standard, UITraitCollection(userInterfaceIdiom: idiom)]))
    }

    @Test("Generators fire from a plain function and do nothing; one made for a view attaches to it")
    func generators() {
        let view = UIView()
        #expect(confirmPurchase(in: view) == 1)
        #expect((view.interactions.first as? UINotificationFeedbackGenerator)?.view === view)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIImpactFeedbackGenerator(style: .soft, view: view).style == .soft)
        #expect(view.interactions.count == 2)
        let generator = UISelectionFeedbackGenerator(view: view)
        view.removeInteraction(generator)
        #expect(generator.view == nil)
        #expect(view.interactions.count == 2)
    }

    @Test("An iPhone environment is an iPhone running iOS")
    func phone() {
        UIScreen.withMain(screen(CGSize(width: 390, height: 844), idiom: .phone)) {
            let device = UIDevice.current
            #expect(device.userInterfaceIdiom == .phone)
            #expect(device.model == "iPhone")
            #expect(device.name == "iPhone")
            #expect(device.systemName == "iOS")
            #expect(device.systemVersion == "17.0")
        }
    }

    @Test("An iPad environment is an iPad running iPadOS")
    func pad() {
        UIScreen.withMain(screen(CGSize(width: 1024, height: 1366), idiom: .pad)) {
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
            #expect(UIDevice.current.model == "iPad")
            #expect(UIDevice.current.systemName == "iPadOS")
            #expect(UIDevice.current.userInterfaceIdiom == UIScreen.main.traitCollection.userInterfaceIdiom)
        }
    }

    @Test("Orientation is unknown until notifications are on, then the screen's")
    func orientation() {
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        #expect(device.isGeneratingDeviceOrientationNotifications)
        UIScreen.withMain(screen(CGSize(width: 390, height: 844), idiom: .phone)) {
            #expect(device.orientation == .portrait)
        }
        UIScreen.withMain(screen(CGSize(width: 844, height: 390), idiom: .phone)) {
            #expect(device.orientation == .landscapeLeft)
            #expect(device.orientation.isLandscape)
            #expect(!device.orientation.isFlat)
        }
    }

    @Test("Battery, proximity and vendor identifier give the answers iOS gives when it cannot tell, stably")
    func hardware() {
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        defer { device.isBatteryMonitoringEnabled = false }
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled)
        #expect(device.identifierForVendor != nil)
        #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }
}
