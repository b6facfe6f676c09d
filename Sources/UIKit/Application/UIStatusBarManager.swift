import Foundation

/// The status bar of a window scene, UIKit's `UIStatusBarManager`: the strip at the top of the
/// screen (54 points on an iPhone with a Dynamic Island, whose safe area starts at 59). On a
/// device whose screen has none (an iPhone on its side, a form sheet), or when the key
/// window's root controller hides it, the status bar is hidden and its frame is empty, as iOS
/// reports.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// Weak, as the scene's own reference to its screen (which owns the scene, which owns
    /// this manager); once the screen is gone, the main screen answers.
    @exclusivity(unchecked) private weak var ownScreen: UIScreen?
    private var screen: UIScreen { ownScreen ?? UIScreen.main }

    init(screen: UIScreen) {
        ownScreen = screen
        super.init()
    }

    /// The status bar's rectangle in screen coordinates (`.zero` when hidden).
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.statusBarHeight)
    }

    /// Whether the status bar is hidden: when the screen has none (an iPhone on its side, a
    /// form sheet), or when the key window's root controller hides it.
    open var isStatusBarHidden: Bool {
        guard screen.statusBarHeight > 0 else { return true }
        return rootController?.statusBarIsHidden ?? false
    }

    /// The status bar's content style: the one the key window's root controller (or the
    /// child it names) prefers, `.default` without one.
    open var statusBarStyle: UIStatusBarStyle {
        rootController.map { $0.statusBarStyleController.preferredStatusBarStyle } ?? .default
    }

    /// The root controller of the scene's key window, if a window was made key.
    private var rootController: UIViewController? {
        screen.scene.keyWindowIfAny?.rootViewController
    }
}
