import Foundation
import ObjectiveC

/// Tells its delegate about taps and asks it for sizes.
@objc public protocol CardViewDelegate: NSObjectProtocol {
    @objc optional func cardView(_ cardView: CardView, heightForRow row: Int) -> CGFloat
    @objc optional func cardViewDidTap(_ cardView: CardView)
    func cardViewTitle(_ cardView: CardView) -> String
}

@objc protocol Highlighting {
    @objc optional func highlight(animated: Bool)
}

#if os(iOS)
@IBDesignable
@objcMembers
public class CardView: UIControl {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var badges: [UILabel]!
    @IBInspectable var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBInspectable var fillColor: UIColor? = .systemBlue
    @IBInspectable var title: String = "Card"
    @objc dynamic var isExpanded = false
    weak var delegate: CardViewDelegate?
    private var timer: Timer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(tapped(_:)), for: 1)
        addTarget(self, action: #selector(self.reset), for: 2)
        addTarget(self, action: #selector(CardView.moved(_:by:)), for: 4)
        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeChanged(_:)),
                                               name: Notification.Name("ContentSizeChanged"), object: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc func tapped(_ sender: Any?) {
        delegate?.cardViewDidTap?(self)
        let height = delegate?.cardView?(self, heightForRow: 2) ?? 44
        if let title = delegate?.cardViewTitle(self), height > 0 {
            titleLabel.text = title
        }
    }

    @objc(resetCard) func reset() {
        isExpanded = false
    }

    @objc func moved(_ sender: UIControl, by amount: Double) -> Double {
        amount * 2
    }

    @objc private func contentSizeChanged(_ note: Notification) {
        setNeedsLayout()
    }

    @IBAction func expand(_ sender: Any) {
        isExpanded.toggle()
        let key = #keyPath(CardView.layer.cornerRadius)
        _ = value(forKeyPath: key)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: false)
        perform(#selector(getter: isExpanded))
        if responds(to: #selector(UIView.setNeedsLayout)), responds(to: Selector("tapped:")) {
            setValue(2, forKey: "cornerRadius")
        }
    }

    @objc func tick(_ timer: Timer) {
        if let info = timer.userInfo as? String, !info.isEmpty {
            perform(#selector(setter: title), with: info, afterDelay: 0.5)
        }
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    @nonobjc func plainSwift() -> Int { 1 }

    @objc class func makeDefault() -> CardView { CardView(frame: .zero) }
}
#endif

extension CardView {
    @IBInspectable var borderWidth: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    func rowHeights(for delegate: CardViewDelegate?) -> [CGFloat] {
        (0..<3).map { delegate?.cardView?(self, heightForRow: $0) ?? 0 }
    }
}
