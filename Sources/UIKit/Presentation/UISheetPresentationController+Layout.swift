extension UISheetPresentationController {
    /// Places the sheet in `container`: its frame and rounded corners, the grabber, the
    /// dimming, and the screen behind pushed back at full height.
    func layoutSheet(in container: PresentationContainerView) {
        let geometry = geometry(in: container)
        container.dimmingView.isHidden = !geometry.dimmed || geometry.fillsContainer
        let chrome = container.chromeView
        chrome.setFrameIfChanged(geometry.frame)
        chrome.configure(cornerRadius: geometry.cornerRadius, corners: geometry.corners)
        chrome.showGrabber(prefersGrabberVisible && !geometry.fillsContainer)
        presentedView?.setFrameIfChanged(chrome.clipView.bounds)
        pushBack(geometry.pushesBack, in: container.window)
    }

    /// Pushes the window's root view back behind the sheet (or brings it forward): drawn
    /// scaled about its centre so that its top meets the safe area's, with rounded corners,
    /// over black. Only the drawing changes; the view keeps its frame, layout and safe area
    /// (docs/PRESENTATION.md, "The screen behind a full-height sheet").
    func pushBack(_ push: Bool, in window: UIWindow?) {
        guard push, let window, let view = presentingViewController.viewIfLoaded, view.superview === window,
              view.bounds.height > 0 else {
            pushedBackView?.layer.drawingDecoration = nil
            pushedBackView = nil
            pushBackdrop?.removeFromSuperview()
            pushBackdrop = nil
            return
        }
        let height = view.bounds.height
        let top = window.safeAreaInsets.top
        let scale = max(0.5, 1 - 2 * top / height)
        view.layer.drawingDecoration = DrawingDecoration(scale: scale, offset: .zero, cornerRadius: PresentationMetrics.pushedBackCornerRadius / scale)
        pushedBackView = view
        let backdrop = pushBackdrop ?? UIView()
        backdrop.backgroundColor = .black
        backdrop.setFrameIfChanged(window.bounds)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if backdrop.superview !== window { window.insertSubview(backdrop, at: 0) }
        pushBackdrop = backdrop
    }
}
