import Testing
import UIKit

/// Cells as iOS 17 lays them out: the built-in styles' labels, accessories, self-sizing
/// with Auto Layout content and wrapping Japanese text, separators and reuse.
@MainActor
@Suite("UITableViewCell")
struct TableCellTests {
    /// A plain table of cells that `make` builds, shown full screen.
    final class Cells: UIViewController, UITableViewDataSource {
        let tableView: UITableView
        let count: Int
        let make: (UITableView, IndexPath) -> UITableViewCell
        init(style: UITableView.Style = .plain, count: Int, make: @escaping (UITableView, IndexPath) -> UITableViewCell) {
            tableView = UITableView(frame: .zero, style: style)
            self.count = count
            self.make = make
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func loadView() {
            tableView.dataSource = self
            view = tableView
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make(tableView, indexPath) }
    }

    func bodyHeight(_ text: String) -> CGFloat {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = text
        return label.sizeThatFits(CGSize(width: 1000, height: 0)).height
    }

    @Test("Default style: the text label spans the content view inside the 16-point margins, full height")
    func defaultStyle() throws {
        let controller = Cells(count: 1) { _, _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "設定"
            return cell
        }
        let window = ListTestSupport.show(controller)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let content = cell.contentView.frame
        #expect(content.width == 390)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 358, height: content.height))
        #expect(cell.frame.height == max(44, ListTestSupport.pixelCeil(bodyHeight("設定") + 22 + 1.0 / 3)))
        #expect(cell.detailTextLabel == nil, "the default style has no detail label")
        _ = window
    }

    @Test("Value 1: the detail label ends at the trailing margin, in the secondary label color; subtitle stacks them")
    func valueAndSubtitle() throws {
        let controller = Cells(count: 2) { _, indexPath in
            let cell = UITableViewCell(style: indexPath.row == 0 ? .value1 : .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "言語"
            cell.detailTextLabel?.text = "日本語"
            return cell
        }
        let window = ListTestSupport.show(controller)
        let value = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(value.detailTextLabel)
        #expect(detail.frame.maxX == 374)
        #expect(detail.textColor == UIColor.secondaryLabel)
        #expect(value.textLabel?.frame.minX == 16)
        let textMid = try #require(value.textLabel).frame.midY
        #expect(abs(detail.frame.midY - textMid) < 1, "centred on one line")
        let subtitle = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let top = try #require(subtitle.textLabel).frame
        let bottom = try #require(subtitle.detailTextLabel).frame
        #expect(top.minX == 16 && bottom.minX == 16)
        #expect(abs(bottom.minY - top.maxY - 3) < 0.01, "3 points between the texts")
        #expect(abs(subtitle.frame.height - ListTestSupport.pixelCeil(top.height + 3 + bottom.height + 22 + 1.0 / 3)) < 0.01)
        _ = window
    }

    @Test("An accessory takes the trailing margin; the content view ends 10 points before it")
    func accessories() throws {
        let types: [UITableViewCell.AccessoryType] = [.disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
        let controller = Cells(count: types.count) { _, indexPath in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "項目"
            cell.accessoryType = types[indexPath.row]
            return cell
        }
        let window = ListTestSupport.show(controller)
        for (row, type) in types.enumerated() {
            let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
            let accessory = try #require(cell.subviews.last { $0.frame.maxX == 374 }, "\(type): its trailing edge at the margin")
            #expect(cell.contentView.frame.maxX == accessory.frame.minX - 10, "\(type)")
            #expect(abs(accessory.frame.midY - cell.contentView.frame.midY) < 0.5, "\(type): centred")
        }
        let chevron = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.subviews.last)
        #expect(chevron.frame.size == CGSize(width: 8, height: 13))
        _ = window
    }

    /// A cell laid out with Auto Layout: a title and a multi-line body pinned to the
    /// content view's margins.
    final class ArticleCell: UITableViewCell {
        let title = UILabel()
        let body = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.font = .preferredFont(forTextStyle: .headline)
            body.font = .preferredFont(forTextStyle: .subheadline)
            body.numberOfLines = 0
            for label in [title, body] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func prepareForReuse() {
            super.prepareForReuse()
            title.text = nil
            body.text = nil
        }
    }

    @Test("Self-sizing: a cell of wrapping Japanese text is as tall as its fitted content plus the separator")
    func selfSizingJapanese() throws {
        let texts = ["短い説明。", String(repeating: "沖縄の海はとても青く、夏には多くの観光客が訪れます。", count: 3)]
        let controller = Cells(count: 2) { table, indexPath in
            let cell = table.dequeueReusableCell(withIdentifier: "Article", for: indexPath) as? ArticleCell ?? ArticleCell(style: .default, reuseIdentifier: nil)
            cell.title.text = "沖縄"
            cell.body.text = texts[indexPath.row]
            return cell
        }
        controller.tableView.register(ArticleCell.self, forCellReuseIdentifier: "Article")
        let window = ListTestSupport.show(controller)
        for row in 0..<2 {
            let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ArticleCell)
            #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
            let width: CGFloat = 390 - 32
            let bodyHeight = cell.body.sizeThatFits(CGSize(width: width, height: 0)).height
            let expected = cell.title.intrinsicContentSize.height + 4 + bodyHeight + 22
            #expect(abs(cell.contentView.frame.height - expected) < 0.5, "row \(row): \(cell.contentView.frame.height) vs \(expected)")
            #expect(abs(cell.frame.height - cell.contentView.frame.height - 1.0 / 3) < 0.01)
            #expect(cell.body.frame.width == width)
            #expect(cell.body.frame.maxY <= cell.contentView.frame.height - 11 + 0.5)
        }
        let long = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ArticleCell)
        #expect(long.body.frame.height > 3 * long.body.font.lineHeight, "the long text wraps onto several lines")
        _ = window
    }

    @Test("Dequeued cells are reused after prepareForReuse; unregistered identifiers give nil")
    func reuse() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "None") == nil)
        table.register(ArticleCell.self, forCellReuseIdentifier: "Article")
        let made = table.dequeueReusableCell(withIdentifier: "Article")
        #expect(made is ArticleCell && made?.reuseIdentifier == "Article")
    }

    @Test("Separators: at the text (after an image), one pixel high; a set inset is from the cell's edges")
    func separators() throws {
        let controller = Cells(count: 3) { _, indexPath in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "行"
            if indexPath.row == 1 {
                cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
            }
            if indexPath.row == 2 { cell.separatorInset = .zero }
            return cell
        }
        let window = ListTestSupport.show(controller)
        let image = ListTestSupport.render(window, scale: 3, name: "separators")
        let table = controller.tableView
        let expectations: [(Int, CGFloat)] = [(0, 16), (1, 16 + 29 + 16), (2, 0)]
        for (row, leading) in expectations {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            let y = Int(((rect.maxY + 47) * 3).rounded(.down)) - 1
            let left = Int(leading * 3)
            #expect(ListTestSupport.near(ListTestSupport.pixel(image, left + 2, y), (198, 198, 200), tolerance: 6), "row \(row) at \(leading)")
            if left > 3 {
                #expect(ListTestSupport.near(ListTestSupport.pixel(image, left - 3, y), (255, 255, 255)), "row \(row) starts at \(leading)")
            }
            #expect(ListTestSupport.near(ListTestSupport.pixel(image, left + 2, y - 1), (255, 255, 255)), "one pixel high")
        }
        _ = window
    }
}
