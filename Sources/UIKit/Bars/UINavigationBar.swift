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
    @exclusivity(unchecked) open var prefersLargeTitles = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    @exclusivity(unchecked) open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    @exclusivity(unchecked) open var barStyle = UIBarStyle.default
    @exclusivity(unchecked) open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    @exclusivity(unchecked) open weak var delegate: AnyObject?

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
        let leftItems = item.leftBarButtonItems ?? []
        if let back = backItem, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
            x = drawBackButton(for: back, attributes: buttonAttributes, tint: tint) + 16
        }
        for button in leftItems {
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

extension UINavigationBar {
    /// The back indicator's size and place (UIKit's 13×21-point chevron image 8 points from the
    /// leading edge) and the gap before the title: estimated from iOS 17 screenshots.
    private static let backIndicatorSize = CGSize(width: 13, height: 21)
    private static let backIndicatorX: CGFloat = 8
    private static let backTitleGap: CGFloat = 6

    /// Draws the back button for the item below the top one (a chevron and its title in the
    /// tint color, as UIKit's default back button) and returns where it ends. The title is the
    /// back item's `backBarButtonItem` title, else its `backButtonTitle`, else its title, else
    /// "Back".
    fileprivate func drawBackButton(for back: UINavigationItem, attributes: [NSAttributedString.Key: Any], tint: UIColor) -> CGFloat {
        let size = Self.backIndicatorSize
        let top = (44 - size.height) / 2
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: Self.backIndicatorX + size.width - 2, y: top + 1.5))
        chevron.addLine(to: CGPoint(x: Self.backIndicatorX + 2, y: top + size.height / 2))
        chevron.addLine(to: CGPoint(x: Self.backIndicatorX + size.width - 2, y: top + size.height - 1.5))
        chevron.lineWidth = 3
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        tint.setStroke()
        chevron.stroke()
        let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        let text = NSAttributedString(string: title, attributes: attributes)
        let textSize = text.size()
        let x = Self.backIndicatorX + size.width + Self.backTitleGap
        text.draw(at: CGPoint(x: x, y: (44 - textSize.height) / 2))
        return x + textSize.width
    }
}

/// A bar's look, UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Hashable, Sendable {
    case `default` = 0, black = 1
}
