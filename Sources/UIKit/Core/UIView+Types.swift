extension UIView {
    /// How a view's content fills its bounds, UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// Where content of `size` goes in `bounds`.
        package func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard size.width > 0, size.height > 0 else { return bounds }
                let scale = self == .scaleAspectFit
                    ? min(bounds.width / size.width, bounds.height / size.height)
                    : max(bounds.width / size.width, bounds.height / size.height)
                let fitted = CGSize(width: size.width * scale, height: size.height * scale)
                return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
            default:
                var x = bounds.midX - size.width / 2, y = bounds.midY - size.height / 2
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
                default: break
                }
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
                default: break
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }

    /// Whether the tint is dimmed, UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Hashable, Sendable {
        case automatic, normal, dimmed
    }

    /// Which edges and sizes follow the superview's size, UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The value of an `intrinsicContentSize` dimension the view does not define.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size the constraints allow (`systemLayoutSizeFitting(_:)`).
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size the constraints allow.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

/// Which way a view's content reads, UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// What an accessibility element is, UIKit's `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
}

/// What a stack view hears when an arranged view's `isHidden` changes.
@preconcurrency @MainActor
protocol HiddenSubviewObserving: AnyObject {
    func arrangedSubviewVisibilityDidChange(_ view: UIView)
}
