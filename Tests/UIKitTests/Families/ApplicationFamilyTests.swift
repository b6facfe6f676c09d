import Foundation
import Testing
import UIKit

/// Notification names read where no actor is: in a `deinit` or a nonisolated helper.
nonisolated func lifecycleNotificationNames() -> [Notification.Name] {
    [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
     UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
     UIScene.didActivateNotification, UIWindow.didBecomeKeyNotification, UIDevice.orientationDidChangeNotification]
}

/// UIApplication, UIWindowScene, UIStatusBarManager, UIScreen and UIWindow geometry as
/// components read it at init: consistent with the render environment's device.
@MainActor
@Suite("Application, scene, screen and window family")
struct ApplicationFamilyTests {
    static let iPhone = (size: CGSize(width: 390, height: 844), insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let iPhoneLandscape = (size: CGSize(width: 844, height: 390), insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    static let iPad = (size: CGSize(width: 1024, height: 1366), insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    /// Runs `body` with a screen as the renderer makes one for a device.
    private func on<T>(_ device: (size: CGSize, insets: UIEdgeInsets), scale: CGFloat = 3, _ body: (UIScreen) -> T) -> T {
        let traits = UITraitCollection(traitsFrom: [.standard, UITraitCollection(displayScale: scale)])
        let screen = UIScreen(size: device.size, safeAreaInsets: device.insets, traits: traits)
        return UIScreen.withMain(screen) { body(screen) }
    }

    /// The key window as components find it with scenes (iOS 15 and later).
    private func keyWindowThroughScenes() -> UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first { $0.isKeyWindow }
    }

    @Test("Before any window is made key, the key window covers the screen with the device's safe area")
    func standInKeyWindow() {
        on(Self.iPhone) { screen in
            let window = UIApplication.shared.keyWindow
            #expect(window?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(window?.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(window?.isKeyWindow == true)
            #expect(UIApplication.shared.windows.first === window)
            #expect(keyWindowThroughScenes() === window)
            #expect(window?.windowScene?.keyWindow === window)
            #expect(window?.screen === screen)
            #expect(UIApplication.shared.connectedScenes.count == 1)
            #expect((UIApplication.shared.connectedScenes.first as? UIWindowScene)?.screen === screen)
        }
    }

    @Test("A window made key and visible becomes the key window; the one before resigns")
    func makingKey() {
        on(Self.iPhone) { _ in
            let standIn = UIApplication.shared.keyWindow
            let became = Tally(), resigned = Tally()
            let tokens = [NotificationCenter.default.addObserver(forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil) { _ in became.add() },
                          NotificationCenter.default.addObserver(forName: UIWindow.didResignKeyNotification, object: nil, queue: nil) { _ in resigned.add() }]
            defer { tokens.forEach(NotificationCenter.default.removeObserver) }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIViewController()
            #expect(!window.isKeyWindow)
            window.makeKeyAndVisible()
            #expect(window.isKeyWindow)
            #expect(standIn?.isKeyWindow == false)
            #expect(UIApplication.shared.keyWindow === window)
            #expect(keyWindowThroughScenes() === window)
            #expect(window.windowScene?.windows.contains { $0 === window } == true)
            #expect(became.count == 1)
            #expect(resigned.count == 1)
            window.makeKey()
            #expect(became.count == 1)
        }
    }

    @Test("The status bar is the screen's top inset: 47 points on an iPhone, 24 on an iPad, hidden on its side")
    func statusBar() {
        on(Self.iPhone) { _ in
            let manager = UIApplication.shared.keyWindow?.windowScene?.statusBarManager
            #expect(manager?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
            #expect(manager?.isStatusBarHidden == false)
            #expect(UIApplication.shared.statusBarFrame.height == 47)
            #expect(UIApplication.shared.statusBarOrientation == .portrait)
        }
        on(Self.iPad) { _ in
            #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 1024, height: 24))
        }
        on(Self.iPhoneLandscape) { _ in
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(scene?.statusBarManager?.statusBarFrame == .zero)
            #expect(scene?.statusBarManager?.isStatusBarHidden == true)
            #expect(scene?.interfaceOrientation == .landscapeRight)
            #expect(UIApplication.shared.statusBarOrientation.isLandscape)
            #expect(UIApplication.shared.keyWindow?.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        }
    }

    @Test("UIScreen.main: bounds, scale and native bounds of the environment's device")
    func screenGeometry() {
        on(Self.iPhone, scale: 3) { screen in
            #expect(UIScreen.main === screen)
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(UIScreen.main.scale == 3)
            #expect(UIScreen.main.nativeScale == 3)
            #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
            #expect(UIScreen.main.coordinateSpace.bounds == UIScreen.main.bounds)
            #expect(UIScreen.main.traitCollection.displayScale == 3)
            #expect(!UIScreen.main.isCaptured)
        }
        on(Self.iPhoneLandscape, scale: 2) { screen in
            #expect(screen.scale == 2)
            #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 780, height: 1688))
            #expect(screen.fixedCoordinateSpace.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        }
    }

    @Test("Coordinate spaces: a view converts to the screen's spaces, the fixed one upright")
    func coordinateSpaces() {
        on(Self.iPhoneLandscape) { screen in
            let window = UIWindow(frame: screen.bounds)
            let view = UIView(frame: CGRect(x: 100, y: 50, width: 40, height: 30))
            window.addSubview(view)
            #expect(view.convert(CGPoint(x: 10, y: 10), to: screen.coordinateSpace) == CGPoint(x: 110, y: 60))
            // Landscape-right: the device's top edge is on the left, so the interface's top
            // left is the upright device's top right.
            #expect(screen.coordinateSpace.convert(CGPoint.zero, to: screen.fixedCoordinateSpace) == CGPoint(x: 390, y: 0))
            #expect(view.convert(CGPoint(x: 10, y: 10), to: screen.fixedCoordinateSpace) == CGPoint(x: 330, y: 110))
            #expect(view.convert(CGRect(x: 0, y: 0, width: 40, height: 30), to: screen.fixedCoordinateSpace)
                == CGRect(x: 310, y: 100, width: 30, height: 40))
            let other = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            window.addSubview(other)
            let viaSpace: UICoordinateSpace = other
            #expect(view.convert(CGPoint.zero, to: viaSpace) == CGPoint(x: 95, y: 45))
            #expect(view.convert(CGPoint.zero, to: other) == CGPoint(x: 95, y: 45))
        }
    }

    @Test("The app is active; deprecated members components still call answer sensibly")
    func applicationState() {
        let app = UIApplication.shared
        #expect(app.applicationState == .active)
        #expect(app.userInterfaceLayoutDirection == .leftToRight)
        #expect(app.preferredContentSizeCategory == .large)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.isIdleTimerDisabled = true
        #expect(app.isIdleTimerDisabled)
        app.isIdleTimerDisabled = false
        #expect(!app.canOpenURL(URL(string: "https://example.com")!))
        #expect(lifecycleNotificationNames().count == 7)
        #expect((app.connectedScenes.first as? UIWindowScene)?.activationState == .foregroundActive)
    }

    @Test("Right to left environments make the app's layout direction right to left")
    func layoutDirection() {
        UITraitCollection(layoutDirection: .rightToLeft).performAsCurrent {
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        }
    }
}
