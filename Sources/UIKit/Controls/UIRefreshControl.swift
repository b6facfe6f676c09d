/// The pull-to-refresh control, UIKit's `UIRefreshControl`: a 60-point band above a scroll
/// view's content with a spinner (and an optional title) that a pull reveals. At rest it is
/// hidden. `beginRefreshing()` on a control whose scroll view is on screen starts the spinner,
/// adds the band's height to the top of the scroll view's adjusted inset and, when the content
/// rests at its top, scrolls up to show the band; off screen, iOS 17 ignores the call and says
/// so. Facts and sources: docs/UIKIT-CONTROLS.md.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The band's height (a public view dump of iOS 17's control reports 60).
    package static let height: CGFloat = 60

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    @exclusivity(unchecked) private var refreshing = false

    /// A refresh control of the standard size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A refresh control of the standard size.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        autoresizingMask = [.flexibleWidth]
        isHidden = true
        spinner.hidesWhenStopped = false
        addSubview(spinner)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// Whether a refresh is under way.
    open var isRefreshing: Bool { refreshing }

    /// The spinner's and title's color (nil: the system gray).
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            spinner.color = newValue
        }
    }

    /// The text shown under the spinner.
    @exclusivity(unchecked) open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = (attributedTitle?.length ?? 0) == 0
            setNeedsLayout()
        }
    }

    /// Starts the spinner and shows the band, as when the user pulled far enough (without
    /// sending `.valueChanged`). Ignored, as on iOS 17, while the scroll view is not in a window.
    open func beginRefreshing() {
        guard !refreshing else { return }
        guard let scrollView = superview as? UIScrollView, scrollView.window != nil else {
            RenderIssues.report("A UIRefreshControl received offscreen beginRefreshing. Ignored (as iOS 17 does): call it once the "
                + "scroll view is in a window, from viewIsAppearing(_:) or later, not from viewDidLoad().")
            return
        }
        let restingOffset = -scrollView.adjustedContentInset.top
        let wasAtTop = scrollView.contentOffset.y <= restingOffset
        refreshing = true
        spinner.startAnimating()
        scrollView.refreshControlInset = UIRefreshControl.height
        if wasAtTop {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        }
        placeAboveContent()
    }

    /// Stops the spinner and hides the band, scrolling back to the top if it was shown there.
    open func endRefreshing() {
        guard refreshing else { return }
        refreshing = false
        spinner.stopAnimating()
        if let scrollView = superview as? UIScrollView {
            let wasShowing = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
            scrollView.refreshControlInset = 0
            if wasShowing {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
            }
        }
        placeAboveContent()
    }

    /// Places the band just above the content's top (and its inset) across the scroll
    /// view's width; shown only while refreshing and scrolled into view.
    package func placeAboveContent() {
        guard let scrollView = superview as? UIScrollView else { return }
        let top = -scrollView.contentInset.top - UIRefreshControl.height
        let newFrame = CGRect(x: scrollView.contentOffset.x, y: top, width: scrollView.bounds.width, height: UIRefreshControl.height)
        if frame != newFrame { frame = newFrame }
        // The top of what shows below the bars, in content coordinates.
        let visibleTop = scrollView.contentOffset.y + scrollView.adjustedContentInset.top - scrollView.refreshControlInset
        let hidden = !(refreshing && visibleTop < frame.maxY)
        if isHidden != hidden { isHidden = hidden }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spinnerSize = spinner.bounds.size
        let hasTitle = !titleLabel.isHidden
        let titleHeight = hasTitle ? titleLabel.intrinsicContentSize.height : 0
        let gap: CGFloat = hasTitle ? 4 : 0
        let blockHeight = spinnerSize.height + gap + titleHeight
        let top = (bounds.height - blockHeight) / 2
        spinner.setFrameIfChanged(CGRect(x: (bounds.width - spinnerSize.width) / 2, y: top, width: spinnerSize.width, height: spinnerSize.height))
        titleLabel.setFrameIfChanged(CGRect(x: 0, y: spinner.frame.maxY + gap, width: bounds.width, height: titleHeight))
    }
}
