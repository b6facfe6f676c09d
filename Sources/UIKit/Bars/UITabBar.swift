/// The bar of tabs, UIKit's `UITabBar`: each item's image above its title (10 points,
/// medium), the selected one in the tint color, the others in gray; badges as red capsules.
@preconcurrency @MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]? {
        didSet { setNeedsDisplay() }
    }
    @exclusivity(unchecked) open var selectedItem: UITabBarItem? {
        didSet { setNeedsDisplay() }
    }
    @exclusivity(unchecked) open var unselectedItemTintColor: UIColor?
    @exclusivity(unchecked) open var barTintColor: UIColor?
    @exclusivity(unchecked) open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    @exclusivity(unchecked) open var barStyle = UIBarStyle.default
    @exclusivity(unchecked) open weak var delegate: AnyObject?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 49 + safeAreaInsets.bottom)
    }

    open override func draw(_ rect: CGRect) {
        let items = self.items ?? []
        guard !items.isEmpty else { return }
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale)))
        let width = bounds.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            let selected = item === selectedItem
            let color = selected ? (tintColor ?? .systemBlue) : (unselectedItemTintColor ?? .systemGray)
            let cell = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 49)
            let image = selected ? (item.selectedImage ?? item.image) : item.image
            if let image {
                let side: CGFloat = 25
                let frame = CGRect(x: cell.midX - side / 2, y: 7, width: side, height: side)
                if let context = UIGraphicsGetCurrentContext() {
                    let tint: CGColor? = image.renderingMode == .alwaysOriginal ? nil : color.cgColor(in: traitCollection)
                    ImageDrawing.draw(image, in: frame, context: context, tint: tint)
                }
            }
            if let title = item.title {
                let text = NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 10, weight: .medium), .foregroundColor: color])
                let size = text.size()
                text.draw(at: CGPoint(x: cell.midX - size.width / 2, y: 35))
            }
            if let badge = item.badgeValue {
                let text = NSAttributedString(string: badge, attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.white])
                let size = text.size()
                let badgeWidth = max(18, size.width + 10)
                let badgeRect = CGRect(x: cell.midX + 6, y: 2, width: badgeWidth, height: 18)
                (item.badgeColor ?? .systemRed).setFill()
                UIBezierPath(roundedRect: badgeRect, cornerRadius: 9).fill()
                text.draw(at: CGPoint(x: badgeRect.midX - size.width / 2, y: badgeRect.midY - size.height / 2))
            }
        }
    }
}
