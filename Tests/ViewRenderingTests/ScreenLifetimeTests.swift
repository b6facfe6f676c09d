import Foundation
import Testing
import ViewRendering

/// Each render makes a screen for its environment; once the render is over, nothing keeps it.
/// The screen and its window scene used to hold each other, so every render left both behind
/// (found by the AddressSanitizer run of scripts/fuzz).
@MainActor
@Suite("Screens of renders")
struct ScreenLifetimeTests {
    @Test("A render's screen, its window scene and the scene's status bar manager are freed when the render ends")
    func freedAfterRender() throws {
        let renderer = try ViewRenderer()
        weak var screen: UIScreen?
        weak var scene: UIWindowScene?
        weak var statusBar: UIStatusBarManager?
        // What a render does first (ViewRenderer.render runs in withEnvironment too).
        renderer.withEnvironment(RenderEnvironment(device: .iPhonePortrait)) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            screen = UIScreen.main
            scene = window.windowScene
            statusBar = window.windowScene?.statusBarManager
            #expect(scene?.screen === UIScreen.main)
            #expect(statusBar?.statusBarFrame.height == RenderDevice.iPhonePortrait.safeArea.top)
        }
        #expect(screen == nil, "the render's screen outlived the render")
        #expect(scene == nil, "the render's window scene outlived the render")
        #expect(statusBar == nil, "the scene's status bar manager outlived the render")
    }

    @Test("A scene kept after its screen is gone answers with the main screen")
    func sceneOutlivingItsScreen() throws {
        let renderer = try ViewRenderer()
        let scene = renderer.withEnvironment(RenderEnvironment(device: .iPad)) { UIWindow(frame: .zero).windowScene }
        let kept = try #require(scene)
        #expect(kept.screen === UIScreen.main)
        #expect(kept.statusBarManager?.statusBarFrame == UIWindow(frame: .zero).windowScene?.statusBarManager?.statusBarFrame)
    }
}
