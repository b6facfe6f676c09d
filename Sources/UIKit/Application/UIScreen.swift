import Foundation

/// The display, UIKit's `UIScreen`. There is no hardware here: the screen is the one the
/// render's environment describes (its device's size, scale and safe area), an iPhone with a
/// 390 × 844 point display at @3x outside any environment.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// The size of the screen in points, portrait or landscape as the device is held.
    open var bounds: CGRect { CGRect(origin: .zero, size: size) }
    /// The screen's rectangle in the fixed (portrait) coordinate space.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: min(size.width, size.height) * nativeScale, height: max(size.width, size.height) * nativeScale)
    }
    /// Pixels per point.
    open var scale: CGFloat { traitCollection.displayScale > 0 ? traitCollection.displayScale : 3 }
    open var nativeScale: CGFloat { scale }
    /// Frames per second the display can show.
    open var maximumFramesPerSecond: Int { 60 }
    @exclusivity(unchecked) open var brightness: CGFloat = 0.5
    /// The screen's traits: the environment's.
    open var traitCollection: UITraitCollection { environmentTraits }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The screen's size in points.
    package let size: CGSize
    /// The parts of the screen covered by the status bar, sensor housing and home indicator.
    package let safeAreaInsets: UIEdgeInsets
    package let environmentTraits: UITraitCollection
    /// The status bar's height when it shows (0: the screen shows none).
    package let statusBarHeight: CGFloat
    /// Whether the top inset is the status bar's alone (an iPhone with a Home button): it
    /// goes when the root controller hides the status bar. Elsewhere the sensor housing or
    /// the rounded corners keep it.
    package let topInsetIsStatusBar: Bool

    /// A screen of `size` with `safeAreaInsets` and `traits`, whose status bar is
    /// `statusBarHeight` tall (the top inset when nil).
    package init(size: CGSize, safeAreaInsets: UIEdgeInsets, traits: UITraitCollection, statusBarHeight: CGFloat? = nil,
                 topInsetIsStatusBar: Bool = false) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.environmentTraits = traits
        self.statusBarHeight = statusBarHeight ?? safeAreaInsets.top
        self.topInsetIsStatusBar = topInsetIsStatusBar
        super.init()
    }

    private final class Current {
        @exclusivity(unchecked) var screen: UIScreen?
    }

    private static let currentScope = ThreadScoped<Current>("UIKit.UIScreen.main")
    private static var current: Current {
        currentScope.value { Current() }
    }

    /// The screen of the render in progress (deprecated in iOS 16 in favour of a view's
    /// window scene, still widely read).
    open class var main: UIScreen {
        if let screen = current.screen { return screen }
        let screen = UIScreen(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                              traits: UITraitCollection.standard)
        current.screen = screen
        return screen
    }

    /// All screens: the one.
    open class var screens: [UIScreen] { [main] }

    /// Runs `body` with `screen` as `UIScreen.main` on this thread.
    package static func withMain<T>(_ screen: UIScreen, _ body: () throws -> T) rethrows -> T {
        let box = current
        let previous = box.screen
        box.screen = screen
        defer { box.screen = previous }
        return try body()
    }

    /// The screen's coordinate space as the interface is shown.
    open var coordinateSpace: UICoordinateSpace { interfaceSpace }
    /// The screen's coordinate space with the device held upright (portrait).
    open var fixedCoordinateSpace: UICoordinateSpace { fixedSpace }
    private lazy var interfaceSpace = ScreenCoordinateSpace(screen: self, fixed: false)
    private lazy var fixedSpace = ScreenCoordinateSpace(screen: self, fixed: true)

    /// The screen's window scene: the app's scene while this screen is `UIScreen.main`.
    package lazy var scene = UIWindowScene(screen: self)

    /// Whether the screen is being recorded, mirrored or sent over AirPlay: false.
    open var isCaptured: Bool { false }

    /// The screen's brightness changed (never posted here).
    nonisolated public static let brightnessDidChangeNotification = NSNotification.Name("UIScreenBrightnessDidChangeNotification")
    /// Recording or mirroring started or stopped (never posted here).
    nonisolated public static let capturedDidChangeNotification = NSNotification.Name("UIScreenCapturedDidChangeNotification")
    /// A screen was connected (never posted here).
    nonisolated public static let didConnectNotification = NSNotification.Name("UIScreenDidConnectNotification")
    /// A screen was disconnected (never posted here).
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UIScreenDidDisconnectNotification")
}
