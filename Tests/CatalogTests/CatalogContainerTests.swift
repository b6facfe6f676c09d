import Catalog
import Foundation
import Testing
import UIKit

/// A list screen of `count` rows, as a team writes one.
@MainActor
final class InboxViewController: UITableViewController {
    let count: Int
    var tag = "受信"

    init(count: Int) {
        self.count = count
        super.init(style: .plain)
        title = "受信"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "メッセージ \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }
}

/// Variants declared inside containers render as an app shows them; long screenshots show
/// a whole list.
@MainActor
@Suite("Catalog variants in containers and long screenshots")
struct CatalogContainerTests {
    static let japanese = Locale.Language(identifier: "ja")
    static let matrix = EnvironmentMatrix(styles: [.light], languages: [japanese], contentSizes: [.large], scales: [2], devices: [.iPhonePortrait])

    static func render(_ variant: CatalogVariant, name: String) throws -> (RenderedVariant, CatalogItem) {
        let entry = CatalogEntry.screen(InboxViewController.self, variants: [variant])
        let item = try #require(Catalog(name: "Containers", entries: [entry]).items(in: matrix).first)
        let rendered = try CatalogRenderer(renderer: ViewRenderer()).render(item)
        if let folder = ProcessInfo.processInfo.environment["RENDER_DUMP"], let data = try? rendered.image.pngData() {
            try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
        }
        return (rendered, item)
    }

    /// Finds the first view of `type` in the tree under `view`.
    static func first<View: UIView>(_ type: View.Type, in view: UIView) -> View? {
        if let match = view as? View { return match }
        for subview in view.subviews { if let match = first(type, in: subview) { return match } }
        return nil
    }

    @Test("A screen declared in a navigation controller is built inside one, with its navigation bar; a large title when asked")
    func navigationController() throws {
        let plain = CatalogVariant.controller("inbox") { InboxViewController(count: 5) }.inNavigationController()
        guard case let .controller(built) = plain.make() else { Issue.record("not a controller"); return }
        let navigation = try #require(built as? UINavigationController)
        #expect(navigation.viewControllers.first is InboxViewController)
        #expect(!navigation.navigationBar.prefersLargeTitles)
        #expect(plain.sizing == .device)

        let large = CatalogVariant.controller("inbox-large") { InboxViewController(count: 5) }.inNavigationController(prefersLargeTitles: true)
        let (rendered, _) = try Self.render(large, name: "catalog-navigation-large")
        #expect(rendered.image.size == CGSize(width: 390, height: 844))
        #expect(rendered.image.warnings.isEmpty, "\(rendered.image.warnings)")
        guard case let .controller(again) = large.make() else { return }
        let navigationAgain = try #require(again as? UINavigationController)
        navigationAgain.loadViewIfNeeded()
        let bar = navigationAgain.navigationBar
        #expect(bar.prefersLargeTitles)
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 844)).height == 96, "the large title's bar")
        // The large title's ink lies where the 34-point bold title sits, left-aligned under
        // the 44-point bar row, below the 47-point status bar inset.
        let image = rendered.image.cgImage
        var dark = 0
        for x in stride(from: 16, to: 120, by: 1) {
            for y in stride(from: 47 + 50, to: 47 + 90, by: 2) {
                let pixel = image.bitmap.pixel(x: x * 2, y: y * 2)
                if pixel.red < 80, pixel.green < 80, pixel.blue < 80 { dark += 1 }
            }
        }
        #expect(dark > 20, "dark title ink under the bar row: \(dark)")
    }

    @Test("A screen declared as a tab sits among its sibling tabs, selected; chained inside out with a navigation controller")
    func tabBarController() throws {
        let tab = CatalogVariant.controller("tab") { InboxViewController(count: 3) }
            .inTabBarController([CatalogTab("ホーム"), .subject, CatalogTab("設定")])
        guard case let .controller(built) = tab.make() else { Issue.record("not a controller"); return }
        let tabs = try #require(built as? UITabBarController)
        #expect(tabs.viewControllers?.count == 3)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController is InboxViewController)
        #expect(tabs.tabBar.items?.map(\.title) == ["ホーム", "受信", "設定"], "the screen's tab is named by its title")

        let variant = CatalogVariant.controller("tab-navigation") { InboxViewController(count: 3) }
            .inNavigationController()
            .inTabBarController([.subject, CatalogTab("設定")])
        guard case let .controller(nested) = variant.make() else { Issue.record("not a controller"); return }
        let nestedTabs = try #require(nested as? UITabBarController)
        #expect(nestedTabs.selectedIndex == 0)
        #expect((nestedTabs.selectedViewController as? UINavigationController)?.viewControllers.first is InboxViewController)
        #expect(nestedTabs.tabBar.items?.map(\.title) == ["受信", "設定"], "the navigation controller's tab takes its root's item")
        let (rendered, _) = try Self.render(variant, name: "catalog-tabs")
        #expect(rendered.image.warnings.isEmpty, "\(rendered.image.warnings)")
    }

    @Test("A screen declared as the secondary of a split view fills that column; on an iPhone the split collapses with it on top")
    func splitViewController() throws {
        let variant = CatalogVariant.controller("detail") { InboxViewController(count: 3) }
            .inSplitViewController(.doubleColumn, column: .secondary, preferredDisplayMode: .oneBesideSecondary, primary: { InboxViewController(count: 8) })
        guard case let .controller(built) = variant.make() else { Issue.record("not a controller"); return }
        let split = try #require(built as? UISplitViewController)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .secondary) is InboxViewController)
        #expect((split.viewController(for: .primary) as? InboxViewController)?.count == 8)
        let (rendered, item) = try Self.render(variant, name: "catalog-split-iPhone")
        #expect(item.renderSize == .fixed(CGSize(width: 390, height: 844)))
        #expect(rendered.image.warnings.isEmpty, "\(rendered.image.warnings)")
    }

    @Test("A long screenshot of a 40-row list is taller than the screen and shows the last row")
    func longScreenshot() throws {
        let variant = CatalogVariant.controller("all-rows", sizing: .contentHeight) { InboxViewController(count: 40) }.inNavigationController()
        let (rendered, item) = try Self.render(variant, name: "catalog-long-list")
        #expect(item.renderSize == .contentHeight(screen: CGSize(width: 390, height: 844)))
        let size = rendered.image.size
        // At least 40 rows of 44 points under the 47-point status bar and the 44-point bar,
        // above the 34-point home indicator inset.
        #expect(size.width == 390)
        let least: CGFloat = 47 + 44 + 40 * 44 + 34
        #expect(size.height >= least, "\(size)")
        #expect(rendered.image.warnings.isEmpty, "\(rendered.image.warnings)")
        let labels = rendered.labelFonts.map(\.text)
        #expect(labels.contains("メッセージ 40"), "the last row was laid out and drawn: \(labels.suffix(3))")
        #expect(labels.contains("メッセージ 1"))
    }

    @Test("onScreen steps run on the shown screen (inside its navigation controller) and what they present is drawn; a present in make is refused with UIKit's warning")
    func onScreenSteps() throws {
        func confirm(_ screen: InboxViewController) {
            let alert = UIAlertController(title: "削除しますか？", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "キャンセル", style: .cancel))
            screen.present(alert, animated: true)
        }
        @MainActor final class Seen { var lines: [String] = [] }
        let seen = Seen()
        let tapped = CatalogVariant.controller("confirm") { InboxViewController(count: 3) } onScreen: { screen in
            seen.lines.append("\(type(of: screen)) in a window: \(screen.viewIfLoaded?.window != nil), in its navigation controller: \(screen.navigationController != nil)")
            confirm(screen)
        }.inNavigationController()
        let (shown, _) = try Self.render(tapped, name: "catalog-onscreen-alert")
        #expect(seen.lines == ["InboxViewController in a window: true, in its navigation controller: true"])
        #expect(shown.image.warnings.isEmpty, "\(shown.image.warnings)")
        /// Dark ink where the alert's title sits, centred on the screen.
        func titleInk(_ rendered: RenderedVariant) -> Int {
            var dark = 0
            for x in stride(from: 130, to: 260, by: 1) {
                for y in stride(from: 390, to: 420, by: 1) {
                    let pixel = rendered.image.cgImage.bitmap.pixel(x: x * 2, y: y * 2)
                    if pixel.red < 80, pixel.green < 80, pixel.blue < 80 { dark += 1 }
                }
            }
            return dark
        }
        #expect(titleInk(shown) > 20, "the alert's title was drawn")

        let early = CatalogVariant.controller("confirm-in-make") { () -> InboxViewController in
            let screen = InboxViewController(count: 3)
            screen.loadViewIfNeeded()
            confirm(screen)
            return screen
        }
        let (refused, _) = try Self.render(early, name: "catalog-make-alert")
        #expect(titleInk(refused) == 0, "no alert")
        #expect(refused.image.warnings.map(\.message).contains {
            $0.hasPrefix("Attempt to present <UIAlertController> on <InboxViewController> (from <InboxViewController>) whose view is not in the window hierarchy.")
        }, "\(refused.image.warnings)")
        // The dimming under an alert darkens the screen: the two renders differ there.
        let a = shown.image.cgImage.bitmap.pixel(x: 40, y: 1000), b = refused.image.cgImage.bitmap.pixel(x: 40, y: 1000)
        #expect(a.red < b.red, "dimmed \(a) over plain \(b)")
    }

    @Test("Content-height sizing resolves on the environment's device or a pinned one")
    func contentHeightItems() throws {
        let pinned = CatalogVariant.controller("ipad-rows", sizing: .onDeviceContentHeight(.iPad)) { InboxViewController(count: 40) }
        let entry = CatalogEntry.screen(InboxViewController.self, variants: [pinned])
        let item = try #require(Catalog(name: "Containers", entries: [entry]).items(in: Self.matrix).first)
        #expect(item.environment.device == .iPad)
        #expect(item.renderSize == .contentHeight(screen: RenderDevice.iPad.size))
    }
}
