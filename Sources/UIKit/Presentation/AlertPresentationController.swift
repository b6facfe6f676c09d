/// Shows an alert: its box centred in the container's safe area over the alert dimming, as
/// UIKit's alert presentation does (docs/PRESENTATION.md, "Alerts").
@MainActor
final class AlertPresentationController: UIPresentationController {
    override var shouldPresentInFullscreen: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container, let alert = presentedViewController as? UIAlertController else { return .zero }
        let scale = max(1, container.traitCollection.displayScale)
        let area = container.bounds.inset(by: container.safeAreaInsets).insetBy(dx: 0, dy: PresentationMetrics.actionSheetInset)
        let width = PresentationMetrics.alertWidth
        let height = min(area.height, (alert.view?.sizeThatFits(CGSize(width: width, height: 0)).height ?? 0))
        return CGRect(x: LayoutNumber.round(area.midX - width / 2, scale: scale), y: LayoutNumber.round(area.midY - height / 2, scale: scale),
                      width: width, height: height)
    }

    override var dimsBackground: Bool { true }
}

/// Shows an action sheet: at the bottom of the screen over the alert dimming in compact
/// width, as a popover without its cancel button in regular width (where a source is
/// required, as in UIKit).
@MainActor
final class ActionSheetPresentationController: UIPopoverPresentationController {
    override func resolveStyle(in traits: UITraitCollection) -> UIModalPresentationStyle {
        (presentedViewController as? UIAlertController)?.showsAsPopover = traits.horizontalSizeClass == .regular
        return .popover
    }

    /// An action sheet's popover is the alert material, arrow included.
    override var defaultBackgroundColor: UIColor? { AlertView.materialColor }

    override var showsAsPopover: Bool { (presentedViewController as? UIAlertController)?.showsAsPopover ?? false }

    override func presentationProblem() -> String? {
        if let delegate = delegate as? UIPopoverPresentationControllerDelegate { delegate.prepareForPopoverPresentation(self) }
        guard showsAsPopover, sourceView == nil, sourceItem == nil else { return nil }
        let name = PresentationStyles.name(presentingViewController)
        let type = String(describing: Swift.type(of: presentingViewController))
        return "Your application has presented a UIAlertController (<UIAlertController>) of style UIAlertControllerStyleActionSheet from "
            + "\(type) (\(name)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must "
            + "provide location information for this popover through the alert controller's popoverPresentationController. You must provide "
            + "either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, "
            + "you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation. (UIKit raises "
            + "NSGenericException; nothing was presented.)"
    }

    override func layoutPresentation(in container: PresentationContainerView) {
        guard let alert = presentedViewController as? UIAlertController else { return }
        if showsAsPopover {
            let width = PresentationMetrics.actionSheetPopoverWidth
            alert.preferredContentSize = CGSize(width: width, height: (alert.view?.sizeThatFits(CGSize(width: width, height: 0)).height ?? 0))
            layoutPopover(in: container)
            return
        }
        let bounds = container.bounds, safe = container.safeAreaInsets
        let inset = PresentationMetrics.actionSheetInset
        let left = max(inset, safe.left), right = max(inset, safe.right), bottom = max(inset, safe.bottom)
        let width = bounds.width - left - right
        let available = bounds.height - max(inset, safe.top) - bottom
        let height = min(available, (alert.view?.sizeThatFits(CGSize(width: width, height: 0)).height ?? 0))
        container.dimmingView.isHidden = false
        let chrome = container.chromeView
        chrome.popoverBackground?.removeFromSuperview()
        chrome.popoverBackground = nil
        chrome.showGrabber(false)
        chrome.setFrameIfChanged(CGRect(x: left, y: bounds.maxY - bottom - height, width: width, height: height))
        chrome.configure(cornerRadius: 0, corners: [])
        presentedView?.setFrameIfChanged(chrome.clipView.bounds)
    }
}
