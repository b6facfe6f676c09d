/// The bar at the top of a navigation controller, UIKit's `UINavigationBar`: the top
/// item's title centred in semibold 17 points (or a large title below), bar buttons at the
/// sides in the tint color, 44 points tall (96 with a large title).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var items: [UINavigationItem]? {
        didSet { setNeedsDisplay() }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[(items?.count ?? 2) - 2] : nil }
    open var prefersLargeTitles = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    open var barStyle = UIBarStyle.default
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open weak var delegate: AnyObject?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var showsLargeTitle: Bool {
        guard prefersLargeTitles, let item = topItem else { return false }
        return item.largeTitleDisplayMode != .never && item.largeTitleDisplayMode != .inline
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: showsLargeTitle ? 96 : 44)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: showsLargeTitle ? 96 : 44)
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    open override func draw(_ rect: CGRect) {
        guard let item = topItem else { return }
        let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let tint = tintColor ?? .systemBlue
        if let title = item.title, !title.isEmpty {
            if showsLargeTitle {
                let attributes: [NSAttributedString.Key: Any] = largeTitleTextAttributes ?? [.font: UIFont.systemFont(ofSize: 34, weight: .bold),
                                                                                            .foregroundColor: UIColor.label]
                NSAttributedString(string: title, attributes: attributes).draw(at: CGPoint(x: 16, y: 44 + 3))
            } else if item.titleView == nil {
                var attributes: [NSAttributedString.Key: Any] = [.font: titleFont, .foregroundColor: UIColor.label]
                for (key, value) in titleTextAttributes ?? [:] { attributes[key] = value }
                let text = NSAttributedString(string: title, attributes: attributes)
                let size = text.size()
                text.draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: (44 - size.height) / 2))
            }
        }
        let buttonAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: tint]
        var x: CGFloat = 16
        for button in item.leftBarButtonItems ?? [] {
            guard let title = button.title else { continue }
            let text = NSAttributedString(string: title, attributes: buttonAttributes)
            let size = text.size()
            text.draw(at: CGPoint(x: x, y: (44 - size.height) / 2))
            x += size.width + 16
        }
        var right = bounds.width - 16
        for button in item.rightBarButtonItems ?? [] {
            guard let title = button.title else { continue }
            var attributes = buttonAttributes
            if button.style == .done { attributes[.font] = titleFont }
            let text = NSAttributedString(string: title, attributes: attributes)
            let size = text.size()
            right -= size.width
            text.draw(at: CGPoint(x: right, y: (44 - size.height) / 2))
            right -= 16
        }
    }
}

/// A bar's look, UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Hashable, Sendable {
    case `default` = 0, black = 1
}
