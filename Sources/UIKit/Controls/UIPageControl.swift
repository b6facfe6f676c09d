/// A row of dots for a list of pages, UIKit's `UIPageControl`, in iOS 14–17's look: round
/// indicators centred in the control, the current page's in the label color and the others
/// faded; `.prominent` puts them on a translucent capsule. Changing the page in code sends
/// no action, as on iOS.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    // Metrics (estimates; see docs/UIKIT-CONTROLS.md).
    private static let indicatorDiameter: CGFloat = 8
    private static let indicatorPitch: CGFloat = 16
    private static let controlHeight: CGFloat = 26
    private static let horizontalPadding: CGFloat = 6

    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        coder.decodeNibAttributes(of: self, level: UIPageControl.self)
    }

    private func setUp() {
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    // MARK: Pages

    /// How many pages there are (0 by default).
    @exclusivity(unchecked) open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
            pagesDidChange()
        }
    }

    /// The current page, kept within `0..<numberOfPages` (0 by default). Setting it sends no
    /// action.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(0, newValue), max(0, numberOfPages - 1))
            setNeedsDisplay()
        }
    }
    @exclusivity(unchecked) private var storedCurrentPage = 0

    /// Whether the control hides itself with one page (false by default).
    @exclusivity(unchecked) open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether a tap waits for `updateCurrentPageDisplay()` (deprecated in iOS 14).
    @exclusivity(unchecked) open var defersCurrentPageDisplay = false
    /// Shows the current page (deprecated with `defersCurrentPageDisplay`).
    open func updateCurrentPageDisplay() { setNeedsDisplay() }

    /// Whether scrubbing across the control changes the page continuously.
    @exclusivity(unchecked) open var allowsContinuousInteraction = true

    /// The last interaction (`.none` in a render).
    @exclusivity(unchecked) open private(set) var interactionState = InteractionState.none

    /// The other pages' indicator color (a faded label color when nil).
    @exclusivity(unchecked) open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The current page's indicator color (the label color when nil).
    @exclusivity(unchecked) open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The background behind the indicators (`.automatic`: none at rest).
    @exclusivity(unchecked) open var backgroundStyle = BackgroundStyle.automatic {
        didSet { setNeedsDisplay() }
    }

    /// Which way the indicators run (iOS 16).
    @exclusivity(unchecked) open var direction = Direction.natural {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The image every indicator shows (a dot when nil).
    @exclusivity(unchecked) open var preferredIndicatorImage: UIImage? {
        didSet { pagesDidChange() }
    }

    /// The image the current page's indicator shows (iOS 16; the indicator image when nil).
    @exclusivity(unchecked) open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { pagesDidChange() }
    }

    /// The indicator image of one page.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Sets the indicator image of one page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        pagesDidChange()
    }

    /// The image one page's indicator shows when current (iOS 16).
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }

    /// Sets the image one page's indicator shows when current (iOS 16).
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        pagesDidChange()
    }

    private func pagesDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        setNeedsDisplay()
    }

    // MARK: Size

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// The smallest size that shows `pageCount` indicators.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return .zero }
        let length = CGFloat(pageCount) * Self.indicatorPitch + 2 * Self.horizontalPadding
        return isVertical ? CGSize(width: Self.controlHeight, height: length) : CGSize(width: length, height: Self.controlHeight)
    }

    open override var intrinsicContentSize: CGSize {
        let size = size(forNumberOfPages: numberOfPages)
        return numberOfPages > 0 ? size : CGSize(width: 0, height: isVertical ? 0 : Self.controlHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    /// The background capsule's fill for `.prominent`.
    private static var prominentBackground: UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.15)
        }
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let content = size(forNumberOfPages: numberOfPages)
        let origin = CGPoint(x: (bounds.midX - content.width / 2).rounded(), y: (bounds.midY - content.height / 2).rounded())
        let contentRect = CGRect(origin: origin, size: content)
        if backgroundStyle == .prominent {
            context.setFillColor(ControlDrawing.cgColor(Self.prominentBackground, for: self))
            let radius = min(content.width, content.height) / 2
            context.addPath(UIBezierPath(roundedRect: contentRect, cornerRadius: radius).cgPath)
            context.fillPath()
        }
        let others = pageIndicatorTintColor ?? (backgroundStyle == .prominent ? UIColor(white: 1, alpha: 0.5) : UIColor.tertiaryLabel)
        let current = currentPageIndicatorTintColor ?? (backgroundStyle == .prominent ? UIColor.white : UIColor.label)
        let reversed: Bool
        switch direction {
        case .natural: reversed = isRightToLeft
        case .leftToRight, .topToBottom: reversed = false
        case .rightToLeft, .bottomToTop: reversed = true
        }
        ControlDrawing.withAlpha(isEnabled ? 1 : ControlDrawing.disabledAlpha, in: context) {
            for page in 0..<numberOfPages {
                let slot = CGFloat(reversed ? numberOfPages - 1 - page : page)
                let slotCenter = Self.horizontalPadding + (slot + 0.5) * Self.indicatorPitch
                let center = isVertical ? CGPoint(x: contentRect.midX, y: contentRect.minY + slotCenter)
                    : CGPoint(x: contentRect.minX + slotCenter, y: contentRect.midY)
                let isCurrent = page == currentPage
                let color = ControlDrawing.cgColor(isCurrent ? current : others, for: self)
                let image = isCurrent ? (currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImages[page] ?? preferredIndicatorImage)
                    : (indicatorImages[page] ?? preferredIndicatorImage)
                if let image {
                    let size = image.size
                    ImageDrawing.draw(image, in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height),
                                      context: context, tint: color)
                } else {
                    let radius = Self.indicatorDiameter / 2
                    context.setFillColor(color)
                    context.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
                }
            }
        }
    }

    package override var descriptionDetails: [String] {
        ["numberOfPages = \(numberOfPages)", "currentPage = \(currentPage)"]
    }

    // MARK: Types

    /// The background behind the indicators, UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Hashable, Sendable {
        case automatic = 0, prominent, minimal
    }

    /// How the user last interacted, UIKit's `UIPageControl.InteractionState`.
    public enum InteractionState: Int, Hashable, Sendable {
        case none = 0, discrete, continuous
    }

    /// Which way the indicators run, UIKit's `UIPageControl.Direction`.
    public enum Direction: Int, Hashable, Sendable {
        case natural = 0, leftToRight, rightToLeft, topToBottom, bottomToTop
    }
}
