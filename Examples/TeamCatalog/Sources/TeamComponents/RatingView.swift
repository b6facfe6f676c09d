import UIKit

/// Tells its delegate when the rating changes. Both methods are optional.
@objc public protocol RatingViewDelegate: AnyObject {
    @objc optional func ratingView(_ ratingView: RatingView, didChangeRating rating: Int)
    @objc optional func ratingViewShouldAllowZero(_ ratingView: RatingView) -> Bool
}

/// Five stars drawn in `draw(_:)`, filled up to the rating; a tap sets the rating.
@IBDesignable
public final class RatingView: UIView {
    @IBInspectable public var rating: Int = 3 {
        didSet {
            rating = min(max(rating, 0), 5)
            setNeedsDisplay()
            if rating != oldValue { delegate?.ratingView?(self, didChangeRating: rating) }
        }
    }

    @IBInspectable public var filledColor: UIColor = .systemOrange {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable public var emptyColor: UIColor = .systemGray4 {
        didSet { setNeedsDisplay() }
    }

    @IBOutlet public weak var delegate: RatingViewDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        contentMode = .redraw
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        addGestureRecognizer(tap)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: 5 * 24 + 4 * 4, height: 24)
    }

    /// Sets the rating from where `recognizer` touched: the star under it.
    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        let x = recognizer.location(in: self).x
        let star = Int(x / (bounds.width / 5)) + 1
        let allowsZero = delegate?.ratingViewShouldAllowZero?(self) ?? false
        rating = (allowsZero && star == rating) ? 0 : star
    }

    public override func draw(_ rect: CGRect) {
        let side = min(bounds.height, (bounds.width - 16) / 5)
        let gap = (bounds.width - 5 * side) / 4
        for index in 0..<5 {
            let frame = CGRect(x: CGFloat(index) * (side + gap), y: (bounds.height - side) / 2, width: side, height: side)
            (index < rating ? filledColor : emptyColor).setFill()
            Self.star(in: frame).fill()
        }
    }

    private static func star(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = rect.width / 2, inner = outer * 0.4
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outer : inner
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.close()
        return path
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        rating = 4
    }
}
