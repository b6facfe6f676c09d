import Testing
import UIKit

/// A self-sizing row whose content is a horizontal stack of a vertical stack of two wrapping
/// labels and a fixed-size view, as teams build order and message rows: at every text size
/// the row is as tall as both labels need at the width they end up with.
@MainActor
@Suite("Self-sizing rows of nested stacks")
struct TableNestedWrapTests {
    final class RowCell: UITableViewCell {
        let item = UILabel()
        let note = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            item.font = .preferredFont(forTextStyle: .body)
            item.adjustsFontForContentSizeCategory = true
            item.numberOfLines = 0
            note.font = .preferredFont(forTextStyle: .footnote)
            note.numberOfLines = 0
            for label in [item, note] {
                label.setContentHuggingPriority(.defaultLow, for: .horizontal)
                label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            }
            let tag = UIView()
            tag.translatesAutoresizingMaskIntoConstraints = false
            tag.widthAnchor.constraint(equalToConstant: 80).isActive = true
            tag.heightAnchor.constraint(equalToConstant: 30).isActive = true
            let text = UIStackView(arrangedSubviews: [item, note])
            text.axis = .vertical
            text.spacing = 2
            let row = UIStackView(arrangedSubviews: [text, tag])
            row.alignment = .center
            row.spacing = 12
            row.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(row)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
            accessoryType = .disclosureIndicator
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class Rows: UITableViewController {
        let texts = [("Ceramic pour-over set", "Delivered Nov 18"),
                     ("Linen tea towels (3)", "Delivered Nov 9 · left with the concierge at the front desk")]
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(RowCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! RowCell
            cell.item.text = texts[indexPath.row].0
            cell.note.text = texts[indexPath.row].1
            return cell
        }
    }

    @Test("Each label gets the height its text needs at its final width", arguments: [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func labelsKeepTheirLines(category: UIContentSizeCategory) throws {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        let window: UIWindow = traits.withCurrent {
            let controller = Rows(style: .insetGrouped)
            controller.traitOverrides.preferredContentSizeCategory = category
            return ListTestSupport.show(controller)
        }
        let controller = try #require(window.rootViewController as? Rows)
        for row in 0..<2 {
            let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? RowCell)
            for label in [cell.item, cell.note] {
                let needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: 10_000)).height
                #expect(label.bounds.height >= needed - 0.5, "row \(row) \(label.text ?? ""): \(label.bounds.height) of \(needed) at \(category.rawValue)")
            }
        }
    }
}
