/// The view a presentation lives in, UIKit's transition view: it covers the window (or the
/// presentation context) and holds the dimming view and the chrome the presented view sits
/// in; its presentation controller places them whenever it lays out.
@MainActor
final class PresentationContainerView: UIView {
    /// The presentation it shows.
    private(set) weak var presentation: ModalPresentation?
    /// Dims what is behind the presentation.
    let dimmingView = UIView()
    /// Holds the presented view: rounds and clips a sheet's corners, draws a popover.
    let chromeView = PresentationChromeView()

    init(presentation: ModalPresentation) {
        self.presentation = presentation
        super.init(frame: .zero)
        dimmingView.backgroundColor = PresentationMetrics.dimmingColor
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(dimmingView)
        addSubview(chromeView)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.setFrameIfChanged(bounds)
        guard let controller = presentation?.controller else { return }
        controller.containerViewWillLayoutSubviews()
        controller.layoutPresentation(in: self)
        controller.containerViewDidLayoutSubviews()
    }
}

/// The chrome around a presented view: clips it to rounded corners (a sheet's top ones, all of
/// a form sheet's) and carries what UIKit draws around it (a sheet's grabber, a popover's
/// arrow).
@MainActor
final class PresentationChromeView: UIView {
    /// The view the presented view is clipped by (the whole chrome but a popover's arrow).
    let clipView = UIView()
    /// The grabber at a sheet's top, shown when the sheet prefers it.
    let grabberView = UIView()
    /// The popover's background and arrow, when the chrome is a popover.
    @exclusivity(unchecked) var popoverBackground: PopoverBackgroundView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(clipView)
        grabberView.isHidden = true
        grabberView.backgroundColor = UIColor.tertiaryLabel
        grabberView.layer.cornerRadius = PresentationMetrics.grabberSize.height / 2
        addSubview(grabberView)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Rounds `corners` of the clip view by `cornerRadius` (none when empty) over the whole
    /// chrome.
    func configure(cornerRadius: CGFloat, corners: CACornerMask, contentFrame: CGRect? = nil) {
        clipView.setFrameIfChanged(contentFrame ?? bounds)
        clipView.layer.cornerRadius = corners.isEmpty ? 0 : cornerRadius
        clipView.layer.maskedCorners = corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
        clipView.layer.cornerCurve = .continuous
        clipView.layer.masksToBounds = !corners.isEmpty
    }

    /// Shows the grabber centred at the top when `visible`.
    func showGrabber(_ visible: Bool) {
        grabberView.isHidden = !visible
        let size = PresentationMetrics.grabberSize
        grabberView.setFrameIfChanged(CGRect(x: (bounds.width - size.width) / 2, y: PresentationMetrics.grabberTopMargin, width: size.width, height: size.height))
        bringSubviewToFront(grabberView)
    }
}
