import Foundation

/// The app, UIKit's `UIApplication`: what components read at init (layout direction,
/// content size category, the key window) answers for the render in progress.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    /// The app.
    open class var shared: UIApplication { instance }

    /// The app's delegate (none unless a test sets one).
    @exclusivity(unchecked) open weak var delegate: UIApplicationDelegate?

    /// The layout direction of the render's environment.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UITraitCollection.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The text size of the render's environment.
    open var preferredContentSizeCategory: UIContentSizeCategory {
        UITraitCollection.current.preferredContentSizeCategory
    }

    /// The app's state: active, as while it shows.
    open var applicationState: State { .active }
    @exclusivity(unchecked) open var isIdleTimerDisabled = false
    @exclusivity(unchecked) open var applicationIconBadgeNumber = 0
    @exclusivity(unchecked) open var isNetworkActivityIndicatorVisible = false
    open var supportsMultipleScenes: Bool { false }
    /// The scenes: the scene of the render's screen (`UIScreen.main`), the app's only one.
    open var connectedScenes: Set<UIScene> { [UIScreen.main.scene] }
    /// The windows of the render's scene (deprecated in iOS 15, still widely read).
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { UIScreen.main.scene.windows }
    /// The render's key window: the one last made key, else a window covering the screen
    /// (deprecated in iOS 13, still widely read).
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { UIScreen.main.scene.keyWindow }
    /// The status bar's rectangle on the render's screen (deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarFrame: CGRect { UIScreen.main.scene.statusBarManager?.statusBarFrame ?? .zero }
    /// The interface's orientation on the render's screen (deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    open var statusBarOrientation: UIInterfaceOrientation { UIScreen.main.scene.interfaceOrientation }
    /// Whether the status bar is hidden on the render's screen (deprecated in iOS 9).
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
    open var isStatusBarHidden: Bool { UIScreen.main.scene.statusBarManager?.isStatusBarHidden ?? true }
    /// The status bar's style (deprecated in iOS 9).
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    open var statusBarStyle: UIStatusBarStyle { UIScreen.main.scene.statusBarManager?.statusBarStyle ?? .default }
    /// Whether interaction events are being ignored (deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open var isIgnoringInteractionEvents: Bool { ignoredInteractionRequests > 0 }
    @exclusivity(unchecked) private var ignoredInteractionRequests = 0
    /// Whether the app may run in the background: it is always in the foreground here.
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Opening URLs is not possible in a render: reported, and `completion` gets false.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        RenderIssues.report("UIApplication.open(\(url)) was called during a render; nothing was opened.")
        completion?(false)
    }

    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Sends `action` to `target` (or up the responder chain from `sender` when nil).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        var candidate: AnyObject? = target as AnyObject?
        if candidate == nil { candidate = (sender as? UIResponder)?.next }
        while let object = candidate {
            if action.isPerformable(on: object) {
                if case let .failure(error) = action.invoke(on: object, with: [sender, event]) {
                    RenderIssues.report("sendAction could not send \(action) to \(type(of: object)): \(error)")
                    return false
                }
                return true
            }
            guard target == nil, let responder = object as? UIResponder else { break }
            candidate = responder.next
        }
        return false
    }

    open func registerForRemoteNotifications() {}
    /// Starts ignoring touches (nested; deprecated in iOS 13). No touches come in a render.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func beginIgnoringInteractionEvents() { ignoredInteractionRequests += 1 }
    /// Stops ignoring touches after as many calls as `begin…` had (deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func endIgnoringInteractionEvents() { ignoredInteractionRequests = max(0, ignoredInteractionRequests - 1) }

    /// The app's state, UIKit's `UIApplication.State`.
    public enum State: Int, Hashable, Sendable {
        case active, inactive, background
    }

    /// Keys of `open(_:options:completionHandler:)`, UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The app finished launching (never posted here: the app is running when a render starts).
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// The user took a screenshot (never posted here).
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Protected files are about to lock (never posted here).
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    /// Protected files unlocked (never posted here).
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
}

/// The app's delegate, UIKit's `UIApplicationDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A scene, UIKit's `UIScene` (apps' scenes are not simulated; windows work without one).
@preconcurrency @MainActor
open class UIScene: UIResponder {}
