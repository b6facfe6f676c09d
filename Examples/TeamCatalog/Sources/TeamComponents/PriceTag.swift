import UIKit

/// A price on a pill: the amount in yen, and a "tax included" note that can be hidden.
/// The note sits in a stack view, so hiding it closes its gap.
@IBDesignable
public final class PriceTag: UIView {
    private let amountLabel = UILabel()
    private let noteLabel = UILabel()
    private let stack = UIStackView()

    /// The price in yen.
    @IBInspectable public var amount: Int = 0 {
        didSet { update() }
    }

    /// Whether the "tax included" note shows.
    @IBInspectable public var showsTaxNote: Bool = true {
        didSet { update() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0.23, green: 0.17, blue: 0.07, alpha: 1) : UIColor(red: 1, green: 0.96, blue: 0.88, alpha: 1)
        }
        layer.cornerRadius = 14
        layer.cornerCurve = .continuous
        amountLabel.font = .boldSystemFont(ofSize: 17)
        amountLabel.textColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.77, blue: 0.42, alpha: 1) : UIColor(red: 0.54, green: 0.29, blue: 0, alpha: 1)
        }
        noteLabel.font = .systemFont(ofSize: 12)
        noteLabel.textColor = .secondaryLabel
        noteLabel.text = "税込"
        stack.addArrangedSubview(amountLabel)
        stack.addArrangedSubview(noteLabel)
        stack.axis = .horizontal
        stack.spacing = 4
        stack.alignment = .lastBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
        update()
    }

    /// The amount as shown: a yen sign and thousands separators.
    public var formattedAmount: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        let digits = formatter.string(from: NSNumber(value: abs(amount))) ?? String(abs(amount))
        return (amount < 0 ? "-¥" : "¥") + digits
    }

    private func update() {
        amountLabel.text = formattedAmount
        noteLabel.isHidden = !showsTaxNote
        invalidateIntrinsicContentSize()
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        amount = 1200
    }
}
