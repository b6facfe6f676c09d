import Testing
import UIKit

/// A view with a fixed natural size, as iOS code gives one: by overriding
/// `intrinsicContentSize`.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A plain view held at a size by required width and height constraints.
@MainActor
func fixedView(_ width: CGFloat, _ height: CGFloat) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height)])
    return view
}

/// A label with `text`.
@MainActor
func label(_ text: String, lines: Int = 1, font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = lines
    label.font = font
    return label
}

/// A root view `width` × `height` at display scale `scale`, with `content` pinned to its
/// leading, top and trailing edges (the height left to the content), laid out.
@MainActor
@discardableResult
func host(_ content: UIView, width: CGFloat = 320, height: CGFloat = 600, scale: CGFloat = 3, pinBottom: Bool = false) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.traitOverrides.displayScale = scale
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        content.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    if pinBottom { content.bottomAnchor.constraint(equalTo: root.bottomAnchor).isActive = true }
    root.layoutIfNeeded()
    return root
}

/// `value` rounded up to the pixel grid of `scale`, as UIKit rounds text sizes.
func ceilToPixels(_ value: CGFloat, scale: CGFloat = 3) -> CGFloat {
    (value * scale - 0.0001).rounded(.up) / scale
}

/// Whether two lengths are equal to within a hundredth of a point (frames are on the pixel
/// grid; sums of thirds are not exact in binary).
func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) < 0.01
}

/// A rectangle in window (root) coordinates.
@MainActor
func rootFrame(_ view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
}

/// How far the frames are from satisfying `constraint` (0 when they do), evaluated from
/// the items' frames in root coordinates: what "the broken constraint's violation in the
/// frames" means.
@MainActor
func violation(of constraint: NSLayoutConstraint) -> CGFloat {
    func value(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        let rect: CGRect
        var margins = UIEdgeInsets.zero
        switch item {
        case let view as UIView:
            rect = rootFrame(view)
            margins = view.layoutMargins
        case let guide as UILayoutGuide:
            guard let owner = guide.owningView else { return nil }
            rect = owner.convert(guide.layoutFrame, to: nil)
        default:
            return nil
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        case .leadingMargin, .leftMargin: return rect.minX + margins.left
        case .trailingMargin, .rightMargin: return rect.maxX - margins.right
        case .topMargin: return rect.minY + margins.top
        case .bottomMargin: return rect.maxY - margins.bottom
        default: return nil
        }
    }
    guard let first = value(constraint.firstItem, constraint.firstAttribute) else { return .infinity }
    var second: CGFloat = 0
    if constraint.secondItem != nil {
        guard let other = value(constraint.secondItem, constraint.secondAttribute) else { return .infinity }
        second = other
    }
    let difference = first - (constraint.multiplier * second + constraint.constant)
    switch constraint.relation {
    case .equal: return abs(difference)
    case .lessThanOrEqual: return max(0, difference)
    case .greaterThanOrEqual: return max(0, -difference)
    }
}

/// The text after "Will attempt to recover by breaking constraint" in a conflict report.
func brokenConstraintText(_ report: String) -> String {
    report.components(separatedBy: "Will attempt to recover by breaking constraint").last ?? ""
}

/// A small deterministic random generator (xorshift64), so randomized layout tests make the
/// same trees and operations on every machine.
struct XorShiftGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A whole number of points in `range`.
    mutating func constant(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(range.lowerBound + below(range.count)) }
}
