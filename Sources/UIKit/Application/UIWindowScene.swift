import Foundation

/// A window scene, UIKit's `UIWindowScene`: the part of the screen an app's windows show in.
/// Each screen (each render environment's, and the default one outside environments) has one
/// scene, the app's only connected scene while that screen is `UIScreen.main`. Windows made
/// while a screen is current belong to its scene. The scene's key window is the window last
/// made key; until one is, a window covering the screen stands in, so code that reads the
/// key window's safe area at init gets the device's, as in an app that is showing.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// Weak: the screen owns its scene (`UIScreen.scene`). A strong reference back made each
    /// screen and its scene a cycle that was never freed, one for every render (found by the
    /// AddressSanitizer run of scripts/fuzz). A scene kept after its screen is gone answers
    /// with the main screen.
    @exclusivity(unchecked) private weak var ownScreen: UIScreen?
    private var sceneScreen: UIScreen { ownScreen ?? UIScreen.main }
    private var registered: [WeakWindow] = []
    @exclusivity(unchecked) private weak var explicitKeyWindow: UIWindow?
    @exclusivity(unchecked) private var standInWindow: UIWindow?
    private lazy var sceneStatusBarManager = UIStatusBarManager(screen: sceneScreen)

    /// The scene of `screen`.
    init(screen: UIScreen) {
        ownScreen = screen
        super.init()
    }

    /// The scene's windows, in the order they were made (the stand-in key window first when
    /// no window was made key yet).
    open var windows: [UIWindow] {
        registered.removeAll { $0.window == nil }
        if explicitKeyWindow == nil { _ = standIn }
        return registered.compactMap(\.window)
    }

    /// The scene's key window: the one last made key, else a window covering the screen.
    open var keyWindow: UIWindow? { explicitKeyWindow ?? standIn }

    /// The screen the scene shows on.
    open var screen: UIScreen { sceneScreen }
    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { sceneScreen.traitCollection }
    /// The scene's coordinate space: the screen's.
    open var coordinateSpace: UICoordinateSpace { sceneScreen.coordinateSpace }
    /// The status bar over the scene.
    open var statusBarManager: UIStatusBarManager? { sceneStatusBarManager }

    /// The interface's orientation: landscape-right for a landscape screen, else portrait.
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = sceneScreen.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }

    /// Keeps `window` among the scene's windows.
    func register(_ window: UIWindow) {
        guard !registered.contains(where: { $0.window === window }) else { return }
        registered.append(WeakWindow(window: window))
    }

    /// Forgets `window` (it moved to another scene).
    func unregister(_ window: UIWindow) {
        registered.removeAll { $0.window === window || $0.window == nil }
        if explicitKeyWindow === window { explicitKeyWindow = nil }
    }

    /// Makes `window` the key window, telling the one before.
    func makeKey(_ window: UIWindow) {
        let previous = keyWindowIfAny
        guard previous !== window else { return }
        explicitKeyWindow = window
        if let previous {
            previous.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
        window.becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: window)
    }

    /// The key window without making the stand-in.
    var keyWindowIfAny: UIWindow? { explicitKeyWindow ?? standInWindow }

    /// A window covering the screen, made when first needed.
    private var standIn: UIWindow {
        if let standInWindow { return standInWindow }
        let window = UIWindow(windowScene: self)
        standInWindow = window
        return window
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
