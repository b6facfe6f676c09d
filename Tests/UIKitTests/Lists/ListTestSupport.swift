import Foundation
import Testing
import UIKit

/// Shows controllers in a screen-sized window (UIScreen.main: a 390 × 844-point iPhone at
/// @3x with a 47-point top and 34-point bottom safe area) and renders them for pixel checks.
@MainActor
enum ListTestSupport {
    /// `controller` as the root of a window the size of the screen, laid out.
    static func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The window rendered at `scale`; written to `/tmp/lists-<name>.png` when the
    /// LISTS_SAVE environment variable is set.
    static func render(_ window: UIWindow, scale: CGFloat = 2, name: String? = nil) -> UIImage {
        window.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { window.layer.render(in: $0.cgContext) }
        if let name, ProcessInfo.processInfo.environment["LISTS_SAVE"] != nil {
            try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/lists-\(name).png"))
        }
        return image
    }

    /// The pixel at (x, y) in pixels, as 0–255 components.
    static func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        guard let bitmap = image.cgImage?.bitmap else { return (0, 0, 0, 0) }
        let p = bitmap.pixel(x: x, y: y)
        return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
    }

    /// `value` rounded up to the @3x pixel grid, as self-sized rows and cells are (a value
    /// a rounding error above a pixel stays on it).
    static func pixelCeil(_ value: CGFloat) -> CGFloat {
        (value * 3 - 1e-6).rounded(.up) / 3
    }

    /// Whether a color is within `tolerance` of (r, g, b) on every component.
    static func near(_ a: (r: Int, g: Int, b: Int, a: Int), _ b: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        abs(a.r - b.0) <= tolerance && abs(a.g - b.1) <= tolerance && abs(a.b - b.2) <= tolerance
    }
}

/// A settings screen as a team writes it: an inset grouped table of Japanese rows with
/// value cells, a disclosure chevron, a switch and a multi-line footer.
@MainActor
final class SettingsController: UITableViewController {
    let sections: [(header: String?, rows: [(String, String?)], footer: String?)] = [
        ("一般", [("Wi-Fi", "自宅"), ("Bluetooth", "オン"), ("機内モード", nil)], nil),
        ("通知", [("サウンド", nil), ("バッジ", nil)], "通知はロック画面と通知センターに表示されます。長い説明は複数行に折り返されます。"),
    ]

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = row.0
        content.secondaryText = row.1
        cell.contentConfiguration = content
        if indexPath == IndexPath(row: 2, section: 0) {
            cell.accessoryView = UISwitch()
        } else {
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }
}

/// A plain list of people in sections with an index, as a contacts screen is written:
/// default, subtitle and value cells, an image, a checkmark and a selected row.
@MainActor
final class ContactsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let groups: [(String, [String])] = [
        ("あ", ["相沢 明", "青木 優子", "秋山 翔"]),
        ("か", ["加藤 結衣", "木村 拓也"]),
        ("さ", ["佐藤 花子", "鈴木 一郎", "瀬戸 真理", "園田 直樹"]),
        ("た", ["高橋 美咲", "田中 太郎"]),
    ]
    var showsIndex = true
    var editing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Person")
        view.addSubview(tableView)
        tableView.isEditing = editing
    }

    func numberOfSections(in tableView: UITableView) -> Int { groups.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { groups[section].1.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { groups[section].0 }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { showsIndex ? groups.map(\.0) : nil }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
        cell.textLabel?.text = groups[indexPath.section].1[indexPath.row]
        cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
        return cell
    }
}

/// A grouped feed of articles with self-sizing Auto Layout cells, a custom header view and
/// a titled footer.
@MainActor
final class ArticlesController: UITableViewController {
    let articles = [
        ("沖縄", "美ら海水族館と首里城を巡る二日間の旅。"),
        ("北海道", String(repeating: "雪の季節の札幌は、大通公園の雪まつりで賑わいます。", count: 2)),
        ("京都", "紅葉の嵐山。"),
    ]

    init() { super.init(style: .grouped) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableCellTests.ArticleCell.self, forCellReuseIdentifier: "Article")
        tableView.estimatedRowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { articles.count }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "3件の記事" }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = UIListContentConfiguration.prominentInsetGroupedHeader()
        content.text = "おすすめ"
        header.contentConfiguration = content
        return header
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath)
        if let article = cell as? TableCellTests.ArticleCell {
            article.title.text = articles[indexPath.row].0
            article.body.text = articles[indexPath.row].1
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
