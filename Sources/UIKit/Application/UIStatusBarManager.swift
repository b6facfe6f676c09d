import Foundation

/// The status bar of a window scene, UIKit's `UIStatusBarManager`: the strip at the top of the
/// screen's safe area. On a device whose screen has no top inset (an iPhone on its side, a
/// form sheet) the status bar is hidden and its frame is empty, as iOS reports.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// Weak, as the scene's own reference to its screen (which owns the scene, which owns
    /// this manager); once the screen is gone, the main screen answers.
    private weak var ownScreen: UIScreen?
    private var screen: UIScreen { ownScreen ?? UIScreen.main }

    init(screen: UIScreen) {
        ownScreen = screen
        super.init()
    }

    /// The status bar's rectangle in screen coordinates (`.zero` when hidden).
    open var statusBarFrame: CGRect {
        let height = screen.safeAreaInsets.top
        guard height > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
    }

    /// Whether the status bar is hidden: when the screen has no top inset.
    open var isStatusBarHidden: Bool { screen.safeAreaInsets.top <= 0 }

    /// The status bar's content style: the default (dark on light, light on dark).
    open var statusBarStyle: UIStatusBarStyle { .default }
}
