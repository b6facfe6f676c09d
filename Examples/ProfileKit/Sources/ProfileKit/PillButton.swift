import UIKit

/// The primary button of a card: 44 points high, 16 points either side of its title, dimmed
/// while pressed.
public final class PillButton: UIButton {
    public static let height: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        setTitleColor(.white, for: .normal)
        titleLabel?.font = UIFont.boldSystemFont(ofSize: 15)
        layer.cornerRadius = PillButton.height / 2
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override var intrinsicContentSize: CGSize {
        let title = titleLabel?.intrinsicContentSize ?? .zero
        return CGSize(width: ceil(title.width) + 32, height: PillButton.height)
    }

    public override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }
}
