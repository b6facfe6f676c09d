internal import Rendering

/// Long screenshots (`RenderSize.contentHeight`): the window, or a lone view, grows until its
/// main scroll view has room for all its content, so every row is laid out and drawn.
extension RenderPass {
    /// The most passes a render makes while rows measured at the new size change the content
    /// height (estimated rows become measured ones).
    private static let growthPasses = 12

    /// Grows `window` and the screen under it until the main scroll view shows all its
    /// content; returns the final size and the tall screen to draw in (nil: no growth).
    func growToContent(_ window: UIWindow, scale: CGFloat) -> (size: CGSize, screen: UIScreen?) {
        var size = window.bounds.size
        var screen: UIScreen?
        let safeArea = environment.device?.safeArea ?? UIScreen.main.safeAreaInsets
        let traits = UIScreen.main.environmentTraits
        // Safe areas are worked out when read, from UIScreen.main: every read and layout
        // happens on the screen the window has grown to.
        let onScreen = { (body: () -> Void) in
            if let screen { UIScreen.withMain(screen, body) } else { body() }
        }
        grow(from: size.height, root: window, scale: scale, width: size.width, onScreen: onScreen) { height in
            screen = UIScreen(size: CGSize(width: size.width, height: height), safeAreaInsets: safeArea, traits: traits)
            onScreen {
                window.frame = CGRect(x: 0, y: 0, width: size.width, height: height)
                window.layoutIfNeeded()
                CATransaction.flush()
                window.layoutIfNeeded()
            }
            size.height = height
        }
        return (size, screen)
    }

    /// Grows `view` (its frame, or `height`, the constraint that sets its height) until its
    /// main scroll view shows all its content; returns the final size.
    func growToContent(_ view: UIView, height: NSLayoutConstraint?, host: UIView, scale: CGFloat) -> CGSize {
        var size = view.bounds.size
        grow(from: size.height, root: view, scale: scale, width: size.width, onScreen: { $0() }) { newHeight in
            if let height {
                height.constant = newHeight
            } else {
                view.frame.size.height = newHeight
            }
            if environment.device == nil { host.frame.size.height = max(host.frame.height, newHeight) }
            host.layoutIfNeeded()
            CATransaction.flush()
            host.layoutIfNeeded()
            size.height = newHeight
        }
        return size
    }

    /// Makes `root` taller with `resize` while its main scroll view needs more room, within
    /// the bitmap limit; reports a scroll view that does not follow and a cut image.
    private func grow(from start: CGFloat, root: UIView, scale: CGFloat, width: CGFloat, onScreen: (() -> Void) -> Void,
                      resize: (CGFloat) -> Void) {
        let pixelLimit = min(CGFloat(RenderingError.maximumDimension), CGFloat(RenderingError.maximumPixelCount) / max(1, width * scale))
        let limit = (pixelLimit / scale).rounded(.down)
        var height = start
        for _ in 0..<Self.growthPasses {
            var measured: (scrollView: UIScrollView, extra: CGFloat)?
            onScreen {
                guard let scrollView = Self.mainScrollView(in: root) else { return }
                let inset = scrollView.adjustedContentInset
                measured = (scrollView, scrollView.contentSize.height + inset.top + inset.bottom - scrollView.bounds.height)
            }
            guard let (scrollView, extra) = measured, extra > 0.5 / scale else { return }
            let wanted = (((height + extra) * scale) - 1e-6).rounded(.up) / scale
            let next = min(wanted, limit)
            guard next > height else {
                reportCut(scrollView, wanted: wanted, limit: limit)
                return
            }
            let before = scrollView.bounds.height
            resize(next)
            height = next
            if scrollView.bounds.height <= before {
                RenderIssues.report("\(scrollView.hierarchyPath) keeps its height when the screen grows, so the long screenshot stops at "
                    + "the screen's size: tie its edges to its superview's (or the controller's view) to show all its content.")
                return
            }
            if wanted > limit {
                reportCut(scrollView, wanted: wanted, limit: limit)
                return
            }
        }
    }

    private func reportCut(_ scrollView: UIScrollView, wanted: CGFloat, limit: CGFloat) {
        RenderIssues.report("The content of \(scrollView.hierarchyPath) needs \(LayoutNumber.format(wanted)) points; the long screenshot "
            + "stops at \(LayoutNumber.format(limit)) points (\(RenderingError.maximumDimension) pixels a side at most): render at a lower "
            + "scale or show fewer rows.")
    }

    /// The scroll view a long screenshot follows: the largest visible one (by area) whose
    /// content is taller than its bounds.
    static func mainScrollView(in root: UIView) -> UIScrollView? {
        var best: (scrollView: UIScrollView, area: CGFloat)?
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let scrollView = view as? UIScrollView {
                let inset = scrollView.adjustedContentInset
                let room = scrollView.bounds.height - inset.top - inset.bottom
                let area = scrollView.bounds.width * scrollView.bounds.height
                if scrollView.contentSize.height > room + 0.01, area > (best?.area ?? 0) { best = (scrollView, area) }
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return best?.scrollView
    }
}
