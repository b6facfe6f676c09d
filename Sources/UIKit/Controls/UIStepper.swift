/// A pair of − and + buttons that step a value, UIKit's `UIStepper`, in iOS 13–17's look: a
/// 94×32 rounded rectangle in the translucent gray fill, split by a thin separator, with the
/// symbols in the label color (dimmed at the end of the range). Its size is fixed like the
/// switch's. Changing the value in code sends no action, as on iOS.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private static let stepperSize = CGSize(width: 94, height: 32)
    private static let cornerRadius: CGFloat = 8.91
    private static let separatorHeight: CGFloat = 18
    private static let symbolLength: CGFloat = 14
    private static let symbolThickness: CGFloat = 2

    private var backgroundImages: [UInt: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]

    /// A stepper at `frame`'s origin, 94×32 points whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.stepperSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.stepperSize
        setUp()
        coder.decodeNibAttributes(of: self, level: UIStepper.self)
    }

    private func setUp() {
        // Hugs its content as Interface Builder shows for the standard control (750).
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    // MARK: Value

    /// The value, kept within the minimum and maximum (0 by default).
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }
    @exclusivity(unchecked) private var storedValue: Double = 0

    /// The lowest value (0 by default).
    @exclusivity(unchecked) open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The highest value (100 by default).
    @exclusivity(unchecked) open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// How much one tap changes the value (1 by default).
    @exclusivity(unchecked) open var stepValue: Double = 1 {
        didSet { if stepValue <= 0 { stepValue = oldValue } }
    }

    /// Whether a held button repeats (true), whether changes are sent while held (true),
    /// whether the value wraps past the ends (false).
    @exclusivity(unchecked) open var autorepeat = true
    /// Whether a held button sends value changes as the value changes (true).
    @exclusivity(unchecked) open var isContinuous = true
    /// Whether the value wraps from one end of the range to the other (false).
    @exclusivity(unchecked) open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    // MARK: Images

    /// Sets the background image for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The background image set for `state`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// Sets the + button's image for `state`.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The + button's image set for `state`.
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }

    /// Sets the − button's image for `state`.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The − button's image set for `state`.
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    /// Sets the image between the buttons for a pair of button states.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"] = image
        setNeedsDisplay()
    }

    /// The image between the buttons for a pair of button states.
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages["\(state.rawValue)-\(state2.rawValue)"]
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        setNeedsDisplay()
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize { Self.stepperSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = CGRect(origin: bounds.origin, size: Self.stepperSize)
        ControlDrawing.withAlpha(isEnabled ? 1 : ControlDrawing.disabledAlpha, in: context) {
            if let background = backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue] {
                ImageDrawing.draw(background, in: area, context: context, tint: nil)
            } else {
                context.setFillColor(ControlDrawing.cgColor(.tertiarySystemFill, for: self))
                context.addPath(UIBezierPath(roundedRect: area, cornerRadius: Self.cornerRadius).cgPath)
                context.fillPath()
            }
            if let divider = dividerImages["0-0"] {
                let size = divider.size
                ImageDrawing.draw(divider, in: CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height),
                                  context: context, tint: nil)
            } else {
                context.setFillColor(ControlDrawing.cgColor(.separator, for: self))
                context.fill(CGRect(x: area.midX - 0.5, y: area.midY - Self.separatorHeight / 2, width: 1, height: Self.separatorHeight))
            }

            let half = area.width / 2
            let leftHalf = CGRect(x: area.minX, y: area.minY, width: half, height: area.height)
            let rightHalf = CGRect(x: area.midX, y: area.minY, width: half, height: area.height)
            let decrementHalf = isRightToLeft ? rightHalf : leftHalf
            let incrementHalf = isRightToLeft ? leftHalf : rightHalf
            let canDecrement = wraps || value > minimumValue
            let canIncrement = wraps || value < maximumValue
            drawSymbol(plus: false, in: decrementHalf, enabled: canDecrement, image: decrementImages[UIControl.State.normal.rawValue], context: context)
            drawSymbol(plus: true, in: incrementHalf, enabled: canIncrement, image: incrementImages[UIControl.State.normal.rawValue], context: context)
        }
    }

    private func drawSymbol(plus: Bool, in half: CGRect, enabled: Bool, image: UIImage?, context: CGContext) {
        let color = ControlDrawing.cgColor(enabled ? .label : .tertiaryLabel, for: self)
        let center = CGPoint(x: half.midX, y: half.midY)
        if let image {
            let size = image.size
            let tint: CGColor? = image.renderingMode == .alwaysOriginal ? nil : color
            ImageDrawing.draw(image, in: CGRect(x: (center.x - size.width / 2).rounded(), y: (center.y - size.height / 2).rounded(),
                                                width: size.width, height: size.height), context: context, tint: tint)
            return
        }
        let arm = Self.symbolLength / 2
        context.saveGState()
        context.setStrokeColor(color)
        context.setLineWidth(Self.symbolThickness)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: center.x - arm, y: center.y))
        context.addLine(to: CGPoint(x: center.x + arm, y: center.y))
        if plus {
            context.move(to: CGPoint(x: center.x, y: center.y - arm))
            context.addLine(to: CGPoint(x: center.x, y: center.y + arm))
        }
        context.strokePath()
        context.restoreGState()
    }

    package override var descriptionDetails: [String] {
        ["value = \(value)"]
    }
}
