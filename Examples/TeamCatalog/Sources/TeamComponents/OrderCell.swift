#if os(iOS)
import UIKit

/// A row of the order history: the item and its delivery note stacked on the left (both
/// wrap), the price tag on the right, laid out with Auto Layout so the row sizes itself.
final class OrderCell: UITableViewCell {
    static let reuseIdentifier = "OrderCell"

    private let itemLabel = UILabel()
    private let noteLabel = UILabel()
    private let priceTag = PriceTag(frame: .zero)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        itemLabel.font = .preferredFont(forTextStyle: .body)
        itemLabel.adjustsFontForContentSizeCategory = true
        noteLabel.font = .preferredFont(forTextStyle: .footnote)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        itemLabel.numberOfLines = 0
        priceTag.showsTaxNote = false
        // The text gives way to the price: it wraps first, and takes the width left over.
        for label in [itemLabel, noteLabel] {
            label.setContentHuggingPriority(.defaultLow, for: .horizontal)
            label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        }

        let text = UIStackView(arrangedSubviews: [itemLabel, noteLabel])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [text, priceTag])
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

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ order: OrderHistoryViewController.Order) {
        itemLabel.text = order.item
        noteLabel.text = order.note
        priceTag.amount = order.amount
    }
}
#endif
