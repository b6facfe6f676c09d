/// A spinner showing that work is under way, UIKit's `UIActivityIndicatorView`, drawn as
/// one still frame of iOS 13–17's spinner: eight rounded spokes in the indicator's color,
/// each a step fainter behind the brightest one at the top. 20 points square (`.medium`)
/// or 37 (`.large`). Hidden while stopped when `hidesWhenStopped` (the default).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    @exclusivity(unchecked) private var animating = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        coder.decodeNibAttributes(of: self, level: UIActivityIndicatorView.self)
    }

    /// A spinner of `style`, sized for it.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame.size = Self.side(for: style).map { CGSize(width: $0, height: $0) } ?? .zero
    }

    private func setUp() {
        // Hugs its content as Interface Builder shows for the standard control (750).
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
        isHidden = hidesWhenStopped
    }

    // MARK: Style

    /// The look (`.medium` by default).
    @exclusivity(unchecked) open var style = Style.medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' color (nil: the style's: secondary label gray for `.medium` and
    /// `.large`, white or gray for the deprecated styles).
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    @exclusivity(unchecked) private var storedColor: UIColor?

    /// Whether the view hides itself while stopped (true by default).
    @exclusivity(unchecked) open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    // MARK: Animating

    /// Whether the spinner runs.
    open var isAnimating: Bool { animating }

    /// Starts the spinner (shows the view).
    open func startAnimating() {
        animating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops the spinner (hides the view when `hidesWhenStopped`).
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        setNeedsDisplay()
    }

    // MARK: Size

    private static func side(for style: Style) -> CGFloat? {
        switch style {
        case .medium, .white, .gray: return 20
        case .large, .whiteLarge: return 37
        }
    }

    open override var intrinsicContentSize: CGSize {
        let side = Self.side(for: style) ?? 20
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    /// The spokes' opacities from the brightest (at the top) going counterclockwise.
    private static let spokeAlphas: [CGFloat] = [1, 0.85, 0.7, 0.6, 0.5, 0.42, 0.35, 0.3]

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let large = style == .large || style == .whiteLarge
        let side = Self.side(for: style) ?? 20
        // Spoke geometry relative to the style's square (see docs/UIKIT-CONTROLS.md).
        let outer = side / 2 - (large ? 1.5 : 1)
        let inner = large ? outer * 0.5 : outer * 0.48
        let width: CGFloat = large ? 4 : 2.25
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let base = ControlDrawing.cgColor(color ?? .secondaryLabel, for: self)
        context.saveGState()
        context.setLineWidth(width)
        context.setLineCap(.round)
        for spoke in 0..<8 {
            let angle = -CGFloat.pi / 2 - CGFloat(spoke) * CGFloat.pi / 4
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            context.setStrokeColor(base.copy(alpha: base.alpha * Self.spokeAlphas[spoke]) ?? base)
            context.move(to: CGPoint(x: center.x + direction.x * inner, y: center.y + direction.y * inner))
            context.addLine(to: CGPoint(x: center.x + direction.x * outer, y: center.y + direction.y * outer))
            context.strokePath()
        }
        context.restoreGState()
    }

    package override var descriptionDetails: [String] {
        ["animating = \(animating ? "YES" : "NO")"]
    }

    // MARK: Types

    /// A spinner's look, UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// The default spinner, 20 points.
        case medium = 100
        /// The large spinner, 37 points.
        case large = 101
        @available(iOS, deprecated: 13.0, message: "Use .large")
        case whiteLarge = 0
        @available(iOS, deprecated: 13.0, message: "Use .medium")
        case white = 1
        @available(iOS, deprecated: 13.0, message: "Use .medium")
        case gray = 2

        var defaultColor: UIColor {
            switch self {
            case .medium, .large: return .secondaryLabel
            case .white, .whiteLarge: return .white
            case .gray: return .gray
            }
        }
    }
}
