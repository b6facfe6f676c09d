import Foundation

/// The root of a view hierarchy, UIKit's `UIWindow`. A window made on its own (no scene is
/// needed) takes the traits of the render's environment and the safe area of its screen
/// where it covers it, hosts a root view controller's view, and passes traits and safe area
/// down as on iOS.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// A window covering `frame`.
    public override init(frame: CGRect) {
        environmentTraits = UITraitCollection.current
        super.init(frame: frame)
        hasResolvedTraits = true
        resolveTraits()
        windowScene = UIScreen.main.scene
        windowScene?.register(self)
    }

    /// A window for a scene: the size of the scene's screen.
    public init(windowScene: UIWindowScene) {
        environmentTraits = UITraitCollection.current
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.register(self)
        hasResolvedTraits = true
        resolveTraits()
    }

    public required init?(coder: NSCoder) {
        environmentTraits = UITraitCollection.current
        super.init(coder: coder)
        windowScene = UIScreen.main.scene
        windowScene?.register(self)
    }

    /// The scene the window belongs to: the one it was made with, else the scene of the
    /// screen that was `UIScreen.main` when it was made (windows here show without being
    /// given one).
    @exclusivity(unchecked) open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.unregister(self)
            windowScene?.register(self)
        }
    }

    /// The screen the window shows on: its scene's.
    open var screen: UIScreen { windowScene?.screen ?? UIScreen.main }

    /// The view controller whose view fills the window.
    @exclusivity(unchecked) open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                if old.viewIfLoaded?.storedSuperview === self { old.viewIfLoaded?.removeFromSuperview() }
                old.hostingWindow = nil
            }
            guard let controller = rootViewController else { return }
            controller.hostingWindow = self
            let view = controller.view!
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    /// The window's stacking level.
    @exclusivity(unchecked) open var windowLevel = UIWindow.Level.normal

    /// Whether the window is its scene's key window.
    open var isKeyWindow: Bool { windowScene.map { $0.keyWindowIfAny === self } ?? storedIsKey }
    @exclusivity(unchecked) private var storedIsKey = false

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        rootViewController?.beginAppearance()
    }

    /// Makes the window its scene's key window (the one before resigns).
    open func makeKey() {
        if let windowScene {
            windowScene.makeKey(self)
        } else if !storedIsKey {
            storedIsKey = true
            becomeKey()
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
        }
    }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// A window became key.
    nonisolated public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    /// A window stopped being key.
    nonisolated public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")
    /// A window became visible (never posted here).
    nonisolated public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    /// A window became hidden (never posted here).
    nonisolated public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")

    open override var canBecomeFirstResponder: Bool { false }

    /// The traits the environment gives the window (before its overrides).
    @exclusivity(unchecked) package var environmentTraits: UITraitCollection {
        didSet { resolveTraits() }
    }

    /// Whether the window hosts a lone component (a catalog cell): no screen edges reach
    /// it, so it has no safe area.
    @exclusivity(unchecked) package var hostsComponent = false

    /// The screen's safe area where the window covers it (without the status bar's strip on
    /// an iPhone with a Home button whose root controller hides the status bar).
    package var screenSafeAreaInsets: UIEdgeInsets {
        guard !hostsComponent else { return .zero }
        let screen = UIScreen.main
        var screenInsets = screen.safeAreaInsets
        if screen.topInsetIsStatusBar, rootViewController?.statusBarIsHidden == true { screenInsets.top = 0 }
        let frame = self.frame, screenBounds = screen.bounds
        return UIEdgeInsets(top: max(0, screenInsets.top - (frame.minY - screenBounds.minY)),
                            left: max(0, screenInsets.left - (frame.minX - screenBounds.minX)),
                            bottom: max(0, screenInsets.bottom - (screenBounds.maxY - frame.maxY)),
                            right: max(0, screenInsets.right - (screenBounds.maxX - frame.maxX)))
    }

    /// A window's level, UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }
}
