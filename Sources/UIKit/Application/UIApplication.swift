import Foundation

/// The app, UIKit's `UIApplication`: what components read at init (layout direction,
/// content size category, the key window) answers for the render in progress.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    /// The app.
    open class var shared: UIApplication { instance }

    /// The app's delegate (none unless a test sets one).
    open weak var delegate: UIApplicationDelegate?

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
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    open var isNetworkActivityIndicatorVisible = false
    open var supportsMultipleScenes: Bool { false }
    /// The scenes: none (windows work without one).
    open var connectedScenes: Set<UIScene> { [] }
    /// The windows: none are registered with the app here.
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }

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
    open func beginIgnoringInteractionEvents() {}
    open func endIgnoringInteractionEvents() {}

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

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let openSettingsURLString = "app-settings:"
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
