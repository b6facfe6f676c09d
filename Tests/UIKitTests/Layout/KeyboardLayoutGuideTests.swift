import Testing
import UIKit

/// `UIView.keyboardLayoutGuide` as a chat or form screen uses it: a composer bar pinned to the
/// guide's top sits where it sits on a device before the keyboard appears.
@MainActor
@Suite("Keyboard layout guide")
struct KeyboardLayoutGuideTests {
    final class ComposerController: UIViewController {
        let composer = UIView()
        let wideLayout = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            composer.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(composer)
            NSLayoutConstraint.activate([
                composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                composer.heightAnchor.constraint(equalToConstant: 52),
                composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("With the keyboard hidden the guide is the bottom safe area; content pinned to its top rests on the safe area")
    func restsOnTheSafeArea() {
        let controller = ComposerController()
        let window = show(controller)
        let bottom = window.safeAreaInsets.bottom
        #expect(bottom > 0)
        let guide = controller.view.keyboardLayoutGuide
        #expect(guide === controller.view.keyboardLayoutGuide, "one guide per view")
        #expect(controller.view.layoutGuides.filter { $0 is UIKeyboardLayoutGuide }.count == 1)
        #expect(guide.usesBottomSafeArea && !guide.followsUndockedKeyboard)
        #expect(guide.layoutFrame == CGRect(x: 0, y: window.bounds.height - bottom, width: window.bounds.width, height: bottom))
        #expect(controller.composer.frame == CGRect(x: 0, y: window.bounds.height - bottom - 52, width: window.bounds.width, height: 52))
    }

    @Test("usesBottomSafeArea = false puts the guide's top at the view's bottom edge")
    func withoutTheSafeArea() {
        let controller = ComposerController()
        let window = show(controller)
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(controller.view.keyboardLayoutGuide.layoutFrame.height == 0)
        #expect(controller.composer.frame.maxY == window.bounds.height)
    }

    @Test("Tracking constraints: at rest the docked keyboard is near the bottom and away from the top")
    func trackingConstraints() {
        let controller = ComposerController()
        let window = show(controller)
        let view = controller.view!
        let guide = view.keyboardLayoutGuide
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        let nearBottom = [badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
                          badge.leadingAnchor.constraint(equalTo: view.leadingAnchor), badge.topAnchor.constraint(equalTo: view.topAnchor)]
        let nearTop = [badge.widthAnchor.constraint(equalToConstant: 99)]
        let awayFromTop = [badge.heightAnchor.constraint(equalToConstant: 24)]
        awayFromTop[0].priority = .defaultHigh
        guide.setConstraints(nearBottom, activeWhenNearEdge: .bottom)
        guide.setConstraints(nearTop, activeWhenNearEdge: .top)
        guide.setConstraints(awayFromTop, activeWhenAwayFrom: .top)
        #expect(nearBottom.allSatisfy { $0.isActive })
        #expect(!nearTop[0].isActive)
        #expect(awayFromTop[0].isActive)
        #expect(guide.constraints(activeWhenNearEdge: .bottom) == nearBottom)
        #expect(guide.constraints(activeWhenAwayFrom: .top) == awayFromTop)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        guide.setConstraints([], activeWhenNearEdge: .bottom)
        #expect(!nearBottom.contains { $0.isActive }, "an empty array deactivates and stops tracking the edge's constraints")
        #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
        guide.removeAllTrackedConstraints()
        #expect(awayFromTop[0].isActive, "removing tracking leaves constraints as they are")
        #expect(guide.constraints(activeWhenAwayFrom: .top).isEmpty)
    }
}
