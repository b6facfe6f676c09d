import UIKit

/// A small tag on a capsule ("New", "Sale"). Its layout, `intrinsicContentSize` and
/// `layoutSubviews()`, is declared in an extension in TagChipView+Layout.swift, as UIKit's
/// Objective-C methods let iOS code do.
public final class TagChipView: UIView {
    /// The label that shows `text`.
    public let label = UILabel()

    /// The tag's text.
    public var text: String? {
        get { label.text }
        set {
            label.text = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
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
        backgroundColor = .systemBlue
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 12)
        addSubview(label)
    }
}
