import Foundation

/// The device the app runs on, UIKit's `UIDevice`: the render environment's device. Its idiom,
/// model and system name follow the environment's screen (an iPad environment is an iPad
/// running iPadOS; a component's environment an iPhone); its orientation is the screen's,
/// once orientation notifications are on, as on iOS. There is no battery, proximity sensor
/// or vendor account here: battery values are the "unknown" ones iOS gives when it cannot
/// tell, and the vendor identifier is fixed so renders do not change between runs.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    private static let instance = UIDevice()
    @exclusivity(unchecked) private var orientationRequests = 0

    /// The device.
    open class var current: UIDevice { instance }

    private var idiom: UIUserInterfaceIdiom {
        let idiom = UIScreen.main.traitCollection.userInterfaceIdiom
        return idiom == .unspecified ? .phone : idiom
    }

    /// The kind of device: the environment's idiom (`.phone` when it names none).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }

    /// The device's generic name ("iPhone", "iPad"), as iOS 16 and later give apps.
    open var name: String { model }
    /// The model: "iPhone" or "iPad".
    open var model: String { idiom == .pad ? "iPad" : "iPhone" }
    /// The model in the user's language (the English name).
    open var localizedModel: String { model }
    /// The operating system: "iOS", or "iPadOS" on an iPad.
    open var systemName: String { idiom == .pad ? "iPadOS" : "iOS" }
    /// The system version the renders reproduce: 17.0.
    open var systemVersion: String { "17.0" }

    /// A fixed identifier (an app sees one per vendor; a fixed one keeps renders stable).
    open var identifierForVendor: UUID? { UUID(uuidString: "5C7E0B9A-2F1D-4E8B-9A3C-6D4F8E2B1A07") }

    /// Whether the device supports multitasking: true.
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// How the device is held: `.unknown` until orientation notifications are on, then
    /// portrait or (for a landscape screen) turned left, which shows the interface
    /// landscape-right as a window scene reports.
    open var orientation: UIDeviceOrientation {
        guard orientationRequests > 0 else { return .unknown }
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// Whether orientation notifications are on.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Turns orientation notifications on (calls nest with `endGenerating…`). The device
    /// never turns here, so none is posted.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
    }

    /// Turns orientation notifications off after as many calls as `begin…` had.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(0, orientationRequests - 1)
    }

    // MARK: Battery and proximity

    /// Whether battery monitoring is on (it reports nothing either way here).
    @exclusivity(unchecked) open var isBatteryMonitoringEnabled = false
    /// The charge from 0 to 1; -1, as iOS answers when it cannot tell.
    open var batteryLevel: Float { -1 }
    /// The charging state: `.unknown`, as iOS answers when it cannot tell.
    open var batteryState: BatteryState { .unknown }

    /// Whether the proximity sensor is on: stays false, as on a device without a sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether something is near the sensor: false.
    open var proximityState: Bool { false }

    /// Plays the keyboard click (no sound here).
    open func playInputClick() {}

    /// The battery's charging state, UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Hashable, Sendable {
        case unknown, unplugged, charging, full
    }

    /// The device turned (never posted here).
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    /// The charging state changed (never posted here).
    nonisolated public static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// The charge changed (never posted here).
    nonisolated public static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// The proximity state changed (never posted here).
    nonisolated public static let proximityStateDidChangeNotification = NSNotification.Name("UIDeviceProximityStateDidChangeNotification")
}
