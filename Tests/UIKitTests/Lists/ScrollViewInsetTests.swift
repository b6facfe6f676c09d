import Testing
import UIKit

/// UIScrollView's adjusted inset, its resting indicators and the refresh control.
@MainActor
@Suite("UIScrollView insets and refresh control")
struct ScrollViewInsetTests {
    final class ScrollController: UIViewController {
        let scroll = UIScrollView()
        var behavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
        var height: CGFloat = 2000
        override func viewDidLoad() {
            super.viewDidLoad()
            scroll.frame = view.bounds
            scroll.contentInsetAdjustmentBehavior = behavior
            scroll.contentSize = CGSize(width: view.bounds.width, height: height)
            view.addSubview(scroll)
        }
    }

    @Test("Each adjustment behavior adds the 47/34-point safe area as UIKit documents")
    func behaviors() {
        let expectations: [(UIScrollView.ContentInsetAdjustmentBehavior, CGFloat, UIEdgeInsets)] = [
            (.automatic, 2000, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (.automatic, 100, .zero),
            (.scrollableAxes, 2000, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (.scrollableAxes, 100, .zero),
            (.always, 100, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (.never, 2000, .zero),
        ]
        for (behavior, height, inset) in expectations {
            let controller = ScrollController()
            controller.behavior = behavior
            controller.height = height
            let window = ListTestSupport.show(controller)
            #expect(controller.scroll.adjustedContentInset == inset, "\(behavior) with content \(height) tall")
            #expect(controller.scroll.contentOffset.y == -inset.top, "\(behavior): the content rests at its top")
            _ = window
        }
    }

    @Test("In a navigation controller, .automatic adjusts the controller's first scroll view even when its content fits, and no other")
    func automaticFirstSubview() {
        final class TwoScrolls: UIViewController {
            let first = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let second = UIScrollView()
            override func viewDidLoad() {
                super.viewDidLoad()
                for scroll in [first, second] {
                    scroll.frame = view.bounds
                    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    view.addSubview(scroll)
                }
            }
        }
        let controller = TwoScrolls()
        let window = ListTestSupport.show(UINavigationController(rootViewController: controller))
        let top = controller.first.safeAreaInsets.top
        #expect(top > 47, "the safe area holds the navigation bar")
        #expect(controller.first.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        #expect(controller.first.contentOffset.y == -top, "the first item starts below the bar")
        #expect(controller.second.adjustedContentInset == .zero, "a later scroll view whose content fits is left alone")
        _ = window
    }

    @Test("adjustedContentInsetDidChange() is called when the safe area reaches the inset")
    func didChange() {
        final class Watched: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() {
                super.adjustedContentInsetDidChange()
                changes += 1
            }
        }
        let controller = UIViewController()
        let scroll = Watched(frame: UIScreen.main.bounds)
        scroll.contentInsetAdjustmentBehavior = .always
        controller.view.addSubview(scroll)
        let window = ListTestSupport.show(controller)
        #expect(scroll.changes >= 1)
        #expect(scroll.adjustedContentInset.top == 47)
        _ = window
    }

    @Test("A refresh control is hidden at rest; beginRefreshing on screen shows its 60-point band above the content")
    func refreshControl() throws {
        let controller = UITableViewController(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        let window = ListTestSupport.show(controller)
        let table: UITableView = controller.tableView
        #expect(refresh.superview === table)
        #expect(refresh.isHidden && !refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == 47)
        refresh.beginRefreshing()
        table.layoutIfNeeded()
        #expect(refresh.isRefreshing && !refresh.isHidden)
        #expect(abs(table.adjustedContentInset.top - 107) < 0.001)
        #expect(abs(table.contentOffset.y + 107) < 0.001, "scrolled up so the band shows under the status bar")
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
        let spinner = try #require(refresh.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.isAnimating && abs(spinner.center.y - 30) < 0.5)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing && refresh.isHidden)
        #expect(abs(table.contentOffset.y + 47) < 0.001)
        _ = window
    }

    @Test("beginRefreshing before the scroll view is in a window is ignored, as on iOS 17, and reported")
    func offscreenBegin() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        let diagnostics = RenderDiagnostics()
        diagnostics.collect { refresh.beginRefreshing() }
        #expect(!refresh.isRefreshing)
        #expect(diagnostics.issues.contains { $0.contains("offscreen beginRefreshing") }, "\(diagnostics.issues)")
    }

    @Test("No scroll indicator is drawn at rest, even after flashScrollIndicators()")
    func indicatorsAtRest() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scroll.contentSize = CGSize(width: 40, height: 400)
        scroll.backgroundColor = .white
        scroll.flashScrollIndicators()
        let image = ControlRendering.render(scroll, background: .white)
        for y in 0..<40 {
            for x in 30..<40 {
                #expect(ControlRendering.near(ControlRendering.pixel(image, x, y), (255, 255, 255)))
            }
        }
    }
}
