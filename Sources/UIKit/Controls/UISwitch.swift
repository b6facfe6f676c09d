/// An on/off control, UIKit's `UISwitch`, in iOS 17's look: a 51×31 capsule track (green
/// when on, a translucent gray fill when off) and a white 27-point thumb with a soft shadow,
/// at the left when off and the right when on. Its size is fixed: the size of the frame it
/// is made with is ignored. Changing `isOn` in code sends no action, as on iOS.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size on iOS 7 and later.
    private static let switchSize = CGSize(width: 51, height: 31)
    /// How far the thumb sits inside the track.
    private static let thumbInset: CGFloat = 2
    /// The crisp contact shadow's offset and opacity.
    private static let contactOffset: CGFloat = 1
    private static let contactAlpha: CGFloat = 0.06

    private let visualLayer = CALayer()
    private let trackLayer = CALayer()
    private let thumbShadowLayer = CALayer()
    private let thumbLayer = CALayer()

    /// A switch at `frame`'s origin, 51×31 points whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUpLayers()
    }

    /// The switch keeps its 51×31 size: a frame of another size, set in code or by Auto
    /// Layout (a width constraint), only moves it to that frame's origin, as on iOS, where
    /// Interface Builder stores a 51-point switch whatever width its constraints ask.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.switchSize
        setUpLayers()
        coder.decodeNibAttributes(of: self, level: UISwitch.self)
    }

    private func setUpLayers() {
        // Hugs its content as Interface Builder shows for the standard control (750).
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        visualLayer.addSublayer(trackLayer)
        visualLayer.addSublayer(thumbShadowLayer)
        visualLayer.addSublayer(thumbLayer)
        layer.addSublayer(visualLayer)
        updateAppearance()
    }

    // MARK: State

    /// Whether the switch is on (off by default). Setting it sends no action.
    @exclusivity(unchecked) open var isOn = false {
        didSet { if isOn != oldValue { updateAppearance() } }
    }

    /// Turns the switch on or off; renders show the end state. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    // MARK: Appearance

    /// The track's color when on (system green when nil).
    @exclusivity(unchecked) open var onTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// The thumb's color (white when nil).
    @exclusivity(unchecked) open var thumbTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// Images for the on and off tracks; no effect since iOS 7, kept for the API.
    @exclusivity(unchecked) open var onImage: UIImage?
    /// The off track's image; no effect since iOS 7, kept for the API.
    @exclusivity(unchecked) open var offImage: UIImage?

    /// The title shown beside a checkbox-style switch (Mac Catalyst only; not drawn).
    open var title: String?

    /// The style asked for (`.automatic` by default).
    @exclusivity(unchecked) open var preferredStyle = Style.automatic

    /// The style in effect: always `.sliding` on iOS.
    open var style: Style { .sliding }

    open override var isEnabled: Bool {
        didSet { updateAppearance() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        updateAppearance()
    }

    // MARK: Size

    /// 49×31: Auto Layout sees a switch 2 points narrower than its 51-point frame
    /// (`alignmentRectInsets`), so a switch pinned to a trailing margin draws 2 points past it.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.switchSize.width - Self.alignmentOverhang, height: Self.switchSize.height)
    }

    /// The 2 points at the right of the frame that Auto Layout does not see.
    open override var alignmentRectInsets: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: 0, right: Self.alignmentOverhang)
    }

    /// How far the frame reaches past the alignment rectangle on the right.
    private static let alignmentOverhang: CGFloat = 2

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAppearance()
    }

    // MARK: Drawing

    /// The off track's fill: iOS 13's translucent secondary fill (see docs/UIKIT-CONTROLS.md).
    private static var offTrackColor: UIColor { .secondarySystemFill }

    /// Places and colors the track and thumb layers for the current state and traits.
    private func updateAppearance() {
        let size = Self.switchSize
        let traits = traitCollection
        let trackColor = isOn ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        let thumbDiameter = size.height - 2 * Self.thumbInset
        // The thumb rests at the trailing end when on (the left in right-to-left layouts).
        let trailing = isOn != isRightToLeft
        let thumbX = trailing ? size.width - Self.thumbInset - thumbDiameter : Self.thumbInset
        let thumbFrame = CGRect(x: thumbX, y: Self.thumbInset, width: thumbDiameter, height: thumbDiameter)
        let thumbPath = CGPath(ellipseIn: CGRect(origin: .zero, size: thumbFrame.size), transform: nil)
        let thumbColor = (thumbTintColor ?? .white).cgColor(in: traits, tint: tintColor)

        visualLayer.frame = CGRect(origin: .zero, size: size)
        visualLayer.opacity = isEnabled ? 1 : Float(ControlDrawing.disabledAlpha)
        trackLayer.frame = CGRect(origin: .zero, size: size)
        trackLayer.cornerRadius = size.height / 2
        trackLayer.backgroundColor = trackColor.cgColor(in: traits, tint: tintColor)

        // A soft shadow under the thumb and a faint crisp edge below it (one blurred shadow:
        // each costs a blur over the whole render).
        thumbShadowLayer.frame = thumbFrame.offsetBy(dx: 0, dy: Self.contactOffset)
        thumbShadowLayer.cornerRadius = thumbDiameter / 2
        thumbShadowLayer.backgroundColor = CGColor(gray: 0, alpha: Self.contactAlpha)
        thumbLayer.frame = thumbFrame
        thumbLayer.cornerRadius = thumbDiameter / 2
        thumbLayer.backgroundColor = thumbColor
        thumbLayer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumbLayer.shadowOpacity = 0.15
        thumbLayer.shadowOffset = CGSize(width: 0, height: 3)
        thumbLayer.shadowRadius = 4
        thumbLayer.shadowPath = thumbPath
    }

    package override var descriptionDetails: [String] {
        ["on = \(isOn ? "YES" : "NO")"]
    }

    // MARK: Types

    /// How a switch looks, UIKit's `UISwitch.Style`.
    public enum Style: Int, Hashable, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }
}
