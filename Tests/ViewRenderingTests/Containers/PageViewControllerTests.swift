import Foundation
import Testing
import ViewRendering

/// Pages of colored screens, numbered; answers the page indicator when `indicates`.
@MainActor
final class ColorPages: NSObject, UIPageViewControllerDataSource {
    let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
    let indicates: Bool
    var current = 1

    init(indicates: Bool) {
        self.indicates = indicates
    }

    func page(_ index: Int) -> RecordingController {
        let page = RecordingController(title: "ページ \(index + 1)")
        page.view.backgroundColor = colors[index]
        page.view.tag = index
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        viewController.view.tag > 0 ? page(viewController.view.tag - 1) : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        viewController.view.tag < colors.count - 1 ? page(viewController.view.tag + 1) : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { indicates ? colors.count : 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { current }
}

@MainActor
@Suite("UIPageViewController at rest")
struct PageViewControllerTests {
    typealias Support = ContainerTestSupport

    static func scrolling(_ pages: ColorPages) -> (UIPageViewController, RecordingController) {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
        controller.dataSource = pages
        let page = pages.page(pages.current)
        controller.setViewControllers([page], direction: .forward, animated: false)
        return (controller, page)
    }

    @Test("Scrolling pages with a data source that answers the page indicator: the page above the page control, which shows the count and index")
    func scrollWithPageControl() throws {
        let pages = ColorPages(indicates: true)
        try Support.show(on: .iPhonePortrait, { Self.scrolling(pages) }) { pair, window in
            let (controller, page) = pair
            #expect(controller.spineLocation == .none)
            #expect(controller.gestureRecognizers.isEmpty)
            #expect(controller.viewControllers?.count == 1 && controller.viewControllers?.first === page)
            #expect(controller.children.count == 1 && page.parent === controller)
            #expect(page.calls.prefix(2) == ["willMove(UIPageViewController)", "didMove(UIPageViewController)"])
            #expect(page.calls.contains("viewWillAppear") && page.calls.contains("viewDidAppear"))
            #expect(page.view.convert(page.view.bounds, to: window) == CGRect(x: 0, y: 0, width: 390, height: 784))
            let control = try #require(controller.view.subviews.compactMap { $0 as? UIPageControl }.first)
            #expect(control.numberOfPages == 3 && control.currentPage == 1)
            #expect(control.frame == CGRect(x: 0, y: 784, width: 390, height: 26))
        }
    }

    @Test("Without the indicator methods the page fills the view and no page control shows")
    func scrollWithoutPageControl() throws {
        try Support.show(on: .iPhonePortrait, { Self.scrolling(ColorPages(indicates: false)) }) { pair, window in
            let (controller, page) = pair
            #expect(page.view.convert(page.view.bounds, to: window) == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(!controller.view.subviews.contains { $0 is UIPageControl })
        }
    }

    @Test("Setting new pages: the old page disappears and leaves as a child, the new one joins and appears")
    func replacingPages() throws {
        let pages = ColorPages(indicates: true)
        try Support.show(on: .iPhonePortrait, { Self.scrolling(pages) }) { pair, window in
            let (controller, old) = pair
            let next = pages.page(2)
            var completed: Bool?
            controller.setViewControllers([next], direction: .forward, animated: true) { completed = $0 }
            window.layoutIfNeeded()
            #expect(completed == true)
            #expect(old.parent == nil && old.viewIfLoaded?.window == nil)
            #expect(old.calls.suffix(3) == ["viewWillDisappear", "willMove(nil)", "didMove(nil)"])
            #expect(next.parent === controller && next.view.window === window)
            #expect(next.calls.contains("viewWillAppear"))
            #expect(controller.children.count == 1)
        }
    }

    @Test("A page curl with its spine in the middle shows two facing pages, each half the width, and is double-sided")
    func pageCurlMidSpine() throws {
        let pages = ColorPages(indicates: true)
        try Support.show(on: Support.iPadLandscape, { () -> (UIPageViewController, [RecordingController]) in
            let controller = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                                  options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
            let facing = [pages.page(0), pages.page(1)]
            controller.setViewControllers(facing, direction: .forward, animated: false)
            return (controller, facing)
        }) { pair, window in
            let (controller, facing) = pair
            #expect(controller.spineLocation == .mid && controller.isDoubleSided)
            #expect(controller.gestureRecognizers.count == 2)
            #expect(facing[0].view.convert(facing[0].view.bounds, to: window) == CGRect(x: 0, y: 0, width: 683, height: 1024))
            #expect(facing[1].view.convert(facing[1].view.bounds, to: window) == CGRect(x: 683, y: 0, width: 683, height: 1024))
            #expect(!controller.view.subviews.contains { $0 is UIPageControl }, "page curls show no page control")
        }
        let single = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        #expect(single.spineLocation == .min && !single.isDoubleSided)
    }

    @Test("Rendered: scrolling pages with the page control under the current page")
    func renderPages() throws {
        let pages = ColorPages(indicates: true)
        let image = try Support.render(on: .iPhonePortrait, name: "pages-iPhone") { Self.scrolling(pages).0 }
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let page = Support.pixel(image, x: 195, y: 400)
        #expect(page.g > 150 && page.r < 100, "the green page: \(page)")
        let strip = Support.pixel(image, x: 20, y: 797)
        #expect(strip.g < 250 || strip.r > 200, "below the page: \(strip)")
    }
}
