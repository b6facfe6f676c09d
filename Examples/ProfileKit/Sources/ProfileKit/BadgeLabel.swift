import UIKit

/// A small pill with a short text ("NEW", "PRO", "3"): the label's text with padding around
/// it, rounded to a capsule whatever its height.
open class BadgeLabel: UILabel {
    /// The space between the text and the pill's edge.
    public var contentInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8) {
        didSet { invalidateIntrinsicContentSize() }
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
        font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        textColor = .white
        backgroundColor = .systemRed
        textAlignment = .center
        clipsToBounds = true
    }

    open override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        guard size.width > 0 else { return .zero }
        return CGSize(width: size.width + contentInsets.left + contentInsets.right,
                      height: size.height + contentInsets.top + contentInsets.bottom)
    }

    open override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: contentInsets))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
