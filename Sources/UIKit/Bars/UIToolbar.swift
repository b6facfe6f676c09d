/// A bar of buttons, UIKit's `UIToolbar` (44 points tall).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    @exclusivity(unchecked) open var barStyle = UIBarStyle.default
    @exclusivity(unchecked) open var isTranslucent = true
    @exclusivity(unchecked) open var barTintColor: UIColor?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }
}
