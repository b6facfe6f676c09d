import Testing
import UIKit

/// A view controller's `topLayoutGuide` and `bottomLayoutGuide` (deprecated in iOS 11, still
/// used): guides along the view's top and bottom edges as tall as the safe area's insets.
@MainActor
@Suite("Top and bottom layout guides")
struct LayoutSupportGuideTests {
    final class BannerController: UIViewController {
        let banner = UIView()
        let footer = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            for item in [banner, footer] {
                item.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(item)
            }
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 40),
                footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                footer.heightAnchor.constraint(equalTo: topLayoutGuide.heightAnchor),
            ])
        }
    }

    @Test("Content pinned to the guides sits below the top bars and above the bottom ones")
    func pinnedToGuides() {
        let controller = BannerController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let safeArea = window.safeAreaInsets
        #expect(safeArea.top > 0 && safeArea.bottom > 0)
        #expect(controller.topLayoutGuide.length == safeArea.top)
        #expect(controller.bottomLayoutGuide.length == safeArea.bottom)
        #expect(controller.banner.frame == CGRect(x: 0, y: safeArea.top, width: window.bounds.width, height: 40))
        #expect(controller.footer.frame.maxY == window.bounds.height - safeArea.bottom)
        #expect(controller.footer.frame.height == safeArea.top, "heightAnchor is the guide's length")
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == safeArea.top + 10)
        #expect(controller.banner.frame.minY == safeArea.top + 10)
        #expect(controller.footer.frame.maxY == window.bounds.height - safeArea.bottom - 20)
    }

    @Test("Each guide is made once, as a layout guide of the view")
    func madeOnce() {
        let controller = UIViewController()
        let top = controller.topLayoutGuide
        #expect(top === controller.topLayoutGuide)
        #expect(controller.view.layoutGuides.count == 1)
        #expect(controller.bottomLayoutGuide !== top)
        #expect(controller.view.layoutGuides.count == 2)
    }
}
