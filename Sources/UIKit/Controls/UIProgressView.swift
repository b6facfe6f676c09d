import Foundation

/// A bar showing how far a task has got, UIKit's `UIProgressView`, in iOS 14–17's look: a
/// 4-point rounded track in a translucent gray with the tint-colored progress over it, from
/// the leading edge.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    private static let defaultHeight: CGFloat = 4
    private static let barHeight: CGFloat = 2.5

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        coder.decodeNibAttributes(of: self, level: UIProgressView.self)
    }

    /// A progress view of `style`, as tall as the style's bar.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size = sizeThatFits(.zero)
    }

    private func setUp() {
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    // MARK: Progress

    /// The progress from 0 to 1 (0 by default); values are clamped. Follows
    /// `observedProgress` when one is set.
    open var progress: Float {
        get {
            if let observedProgress { return Float(min(max(observedProgress.fractionCompleted, 0), 1)) }
            return storedProgress
        }
        set {
            storedProgress = min(max(newValue, 0), 1)
            setNeedsDisplay()
        }
    }
    @exclusivity(unchecked) private var storedProgress: Float = 0

    /// Sets the progress (renders show the end state).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// A `Progress` whose fraction completed the bar shows.
    @exclusivity(unchecked) open var observedProgress: Progress? {
        didSet { setNeedsDisplay() }
    }

    // MARK: Appearance

    /// The look: `.default` (the standard bar) or `.bar` (for toolbars).
    @exclusivity(unchecked) open var progressViewStyle = Style.default {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The filled part's color (the tint color when nil).
    @exclusivity(unchecked) open var progressTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The unfilled track's color (the system gray fill when nil).
    @exclusivity(unchecked) open var trackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// An image for the filled part (stretched over it).
    @exclusivity(unchecked) open var progressImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// An image for the track (stretched over it).
    @exclusivity(unchecked) open var trackImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        setNeedsDisplay()
    }

    // MARK: Size

    private var barThickness: CGFloat {
        progressViewStyle == .bar ? Self.barHeight : Self.defaultHeight
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barThickness)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: barThickness)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let track = bounds
        let radius = progressViewStyle == .bar ? 0 : min(track.height / 2, Self.defaultHeight / 2)
        if let trackImage {
            ImageDrawing.draw(trackImage, in: track, context: context, tint: nil)
        } else {
            let color = trackTintColor ?? (progressViewStyle == .bar ? UIColor.clear : UIColor.systemFill)
            context.setFillColor(ControlDrawing.cgColor(color, for: self))
            context.addPath(UIBezierPath(roundedRect: track, cornerRadius: radius).cgPath)
            context.fillPath()
        }
        let width = track.width * CGFloat(progress)
        guard width > 0 else { return }
        let x = isRightToLeft ? track.maxX - width : track.minX
        let filled = CGRect(x: x, y: track.minY, width: width, height: track.height)
        if let progressImage {
            ImageDrawing.draw(progressImage, in: filled, context: context, tint: nil)
        } else {
            context.setFillColor(ControlDrawing.cgColor(progressTintColor ?? tintColor ?? .systemBlue, for: self))
            context.addPath(UIBezierPath(roundedRect: filled, cornerRadius: min(radius, width / 2)).cgPath)
            context.fillPath()
        }
    }

    package override var descriptionDetails: [String] {
        ["progress = \(String(format: "%g", Double(progress)))"]
    }

    // MARK: Types

    /// A progress view's look, UIKit's `UIProgressView.Style`.
    public enum Style: Int, Hashable, Sendable {
        case `default` = 0
        case bar = 1
    }
}
