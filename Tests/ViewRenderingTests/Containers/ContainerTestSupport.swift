import Foundation
import Testing
import ViewRendering

/// Hosts controllers in windows of a device's environment and renders them, for the
/// container suites. Frames are checked inside `show`'s body, while the device's screen is
/// `UIScreen.main`.
@MainActor
enum ContainerTestSupport {
    static let renderer: ViewRenderer? = try? ViewRenderer()
    static let japanese = Locale.Language(identifier: "ja")

    /// The 12.9-inch iPad on its side (the suites' own device; the catalog has none).
    static let iPadLandscape = RenderDevice(name: "iPad-landscape", size: CGSize(width: 1366, height: 1024), horizontalSizeClass: .regular,
                                            verticalSizeClass: .regular, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad)

    static func environment(_ device: RenderDevice, scale: CGFloat = 2) -> RenderEnvironment {
        RenderEnvironment(traits: UITraitCollection(displayScale: scale), language: japanese, device: device)
    }

    /// Makes a controller (or a tuple whose first element is one) with `make` on `device`,
    /// shows the controller as the root of a window the size of the screen, lays it out and
    /// runs `body` with what `make` made, all in the device's environment.
    static func show<Made, T>(on device: RenderDevice, _ make: () -> Made, _ body: (Made, UIWindow) throws -> T) throws -> T {
        let renderer = try #require(renderer)
        let outcome: Result<T, any Error> = renderer.withEnvironment(environment(device)) {
            let controller = make()
            let root = (controller as? UIViewController) ?? Mirror(reflecting: controller).children.first?.value as? UIViewController
            let window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
            window.rootViewController = root
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return Result { try body(controller, window) }
        }
        return try outcome.get()
    }

    /// Renders the controller `make` builds on `device`; writes it to `$RENDER_DUMP/<name>.png`
    /// when that variable is set (to look at).
    static func render(on device: RenderDevice, name: String, size: RenderSize? = nil, _ make: () -> UIViewController) throws -> RenderedImage {
        let renderer = try #require(renderer)
        let environment = environment(device)
        let controller = renderer.withEnvironment(environment) { make() }
        let image = try renderer.render(controller, in: environment, size: size, background: .systemBackground)
        if let folder = ProcessInfo.processInfo.environment["RENDER_DUMP"], let data = try? image.pngData() {
            try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
        }
        return image
    }

    /// The pixel at (x, y) in points of `image`, as 0–255 components.
    static func pixel(_ image: RenderedImage, x: CGFloat, y: CGFloat) -> (r: Int, g: Int, b: Int) {
        let p = image.cgImage.bitmap.pixel(x: Int(x * image.scale), y: Int(y * image.scale))
        return (Int(p.red), Int(p.green), Int(p.blue))
    }
}

/// A controller that records the containment and appearance calls it gets.
@MainActor
class RecordingController: UIViewController {
    var calls: [String] = []

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        calls.append("viewWillDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        calls.append("willMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        calls.append("didMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))")
    }
}

/// A plain list of `count` rows (`行 1`, `行 2`, …) as a table view controller.
@MainActor
final class RowsController: UITableViewController {
    let count: Int

    init(title: String, count: Int) {
        self.count = count
        super.init(style: .plain)
        self.title = title
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
        content.text = "行 \(indexPath.row + 1)"
        content.secondaryText = indexPath.row.isMultiple(of: 2) ? "東京都中央区" : nil
        cell.contentConfiguration = content
        return cell
    }
}

/// A sidebar as iPad apps build it: a collection view list in the sidebar appearance.
@MainActor
final class SidebarController: UIViewController {
    let items = ["受信", "送信済み", "下書き", "アーカイブ", "ゴミ箱"]
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "メール"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let collectionView = view as? UICollectionView else { return }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }
}

/// A detail screen: a title and a paragraph under the navigation bar.
@MainActor
final class NoteController: RecordingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let body = UILabel()
        body.numberOfLines = 0
        body.font = .preferredFont(forTextStyle: .body)
        body.text = "日本橋人形町の甘酒横丁は、人形焼と鯛焼きの店が並ぶ通りです。"
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
