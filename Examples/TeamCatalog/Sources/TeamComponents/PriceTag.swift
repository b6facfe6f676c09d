import Catalog
import ViewKit

/// A price on a pill: the amount in yen, and a "tax included" note that can be hidden.
/// The note sits in a stack view, so hiding it closes its gap.
public final class PriceTag: View, CatalogComponent {
    private let amountLabel = Label()
    private let noteLabel = Label()
    private let stack: StackView

    /// The price in yen.
    public var amount = 0 { didSet { update() } }
    /// Whether the "tax included" note shows.
    public var showsTaxNote = true { didSet { update() } }

    public required init() {
        stack = StackView(arrangedSubviews: [amountLabel, noteLabel])
        super.init(frame: .zero)
        backgroundColor = Color(light: Color(hex: 0xFFF4E0), dark: Color(hex: 0x3A2C12))
        cornerRadius = 14
        amountLabel.font = .boldSystemFont(ofSize: 17)
        amountLabel.textColor = Color(light: Color(hex: 0x8A4B00), dark: Color(hex: 0xFFC46B))
        noteLabel.font = .systemFont(ofSize: 12)
        noteLabel.textColor = .secondaryLabel
        noteLabel.text = "税込"
        noteLabel.typesettingLanguage = .japanese
        stack.axis = .horizontal
        stack.spacing = 4
        stack.alignment = .lastBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
        update()
    }

    /// The amount as shown: a yen sign and thousands separators.
    public var formattedAmount: String {
        let digits = String(abs(amount))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (amount < 0 ? "-¥" : "¥") + grouped
    }

    private func update() {
        amountLabel.text = formattedAmount
        noteLabel.isHidden = !showsTaxNote
        invalidateIntrinsicContentSize()
    }

    public static var inspectableProperties: [InspectableProperty<PriceTag>] {
        [InspectableProperty("amount", \.amount), InspectableProperty("showsTaxNote", \.showsTaxNote)]
    }

    public func prepareForCatalog() {
        amount = 1200
    }
}
