import UIKit

// TagChipView's layout. On iOS these overrides may live in an extension because UIKit
// declares them in Objective-C; on Linux the UIKit mirror gives them to the class's body.
extension TagChipView {
    /// The space between the text and the capsule's edge.
    public static let padding = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)

    public override var intrinsicContentSize: CGSize {
        let text = label.intrinsicContentSize
        return CGSize(width: text.width + Self.padding.left + Self.padding.right,
                      height: text.height + Self.padding.top + Self.padding.bottom)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: Self.padding)
        layer.cornerRadius = bounds.height / 2
    }
}
