/// Showing and dismissing a presentation in its window, with the appearance callbacks in
/// UIKit's order (docs/PRESENTATION.md, "Appearance callbacks").
extension ModalPresentation {
    /// UIKit's warning for a presentation from a controller whose view is in no window.
    static func notInWindowMessage(presented: UIViewController, context: UIViewController, source: UIViewController) -> String {
        let name = PresentationStyles.name
        return "Attempt to present \(name(presented)) on \(name(context)) (from \(name(source))) whose view is not in the window hierarchy."
    }

    /// Shows the pending presentation in the context's window: resolves and adapts the style,
    /// installs the container, and runs the callbacks: the presenting controller's
    /// `viewWillDisappear` (full-screen styles only), the presented one's `viewWillAppear` and
    /// `viewIsAppearing`, the presenting one's `viewDidDisappear`, the presented one's
    /// `viewDidAppear`, then the completion.
    func show() {
        guard state == .pending, let context, let contextView = context.viewIfLoaded, let window = contextView.window else { return }
        let style = controller.resolveStyle(in: contextView.traitCollection)
        controller.attach(presenting: context, style: style)
        if let problem = controller.presentationProblem() {
            PresentationIssues.report(problem, on: source ?? context)
            unlink()
            return
        }
        let declared = PresentationStyles.declared(controller.createdStyle, of: presented)
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: style == declared ? .none : style,
                                                    transitionCoordinator: nil)
        state = .presented
        let container = PresentationContainerView(presentation: self)
        if PresentationStyles.isContextual(style), let host = contextView.superview, !(context === window.rootViewController) {
            container.frame = contextView.frame
            host.insertSubview(container, aboveSubview: contextView)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.container = container
        controller.container = container
        let removesPresenter = PresentationStyles.removesPresenter(style)
        presented.beingPresented = true
        if removesPresenter { context.beginAppearance(false, animated: animated) }
        if let view = presented.view { container.chromeView.clipView.addSubview(view) }
        presented.presentationTraitsDidChange()
        controller.presentationTransitionWillBegin()
        presented.beginAppearance(true, animated: animated)
        appeared = true
        container.setNeedsLayout()
        container.layoutIfNeeded()
        if removesPresenter, let superview = contextView.superview {
            removedView = (contextView, superview, superview.subviews.firstIndex { $0 === contextView } ?? 0)
            contextView.removeFromSuperview()
            context.endAppearance()
        }
        controller.presentationTransitionDidEnd(true)
        presented.endAppearance()
        presented.beingPresented = false
        let completion = self.completion
        self.completion = nil
        completion?()
    }

    /// Dismisses the presentation (after what the presented controller presents in turn):
    /// the presented controller's `viewWillDisappear`, the presenting one's `viewWillAppear`
    /// and `viewIsAppearing` (full-screen styles only), the presented one's
    /// `viewDidDisappear`, the presenting one's `viewDidAppear`, then the completion.
    func dismiss(animated: Bool, completion: (() -> Void)?) {
        if let above = presented.outgoingPresentation, above.isActive { above.dismiss(animated: false, completion: nil) }
        guard state == .presented else {
            unlink()
            completion?()
            return
        }
        let removesPresenter = removedView != nil
        let window = container?.window
        presented.beingDismissed = true
        presented.beginAppearance(false, animated: animated)
        if let removed = removedView {
            removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
            removedView = nil
            context?.beginAppearance(true, animated: animated)
        }
        controller.dismissalTransitionWillBegin()
        presented.viewIfLoaded?.removeFromSuperview()
        container?.removeFromSuperview()
        controller.tearDown(in: window)
        presented.endAppearance()
        if removesPresenter {
            context?.viewIfLoaded?.layoutIfNeeded()
            context?.endAppearance()
        }
        controller.dismissalTransitionDidEnd(true)
        presented.beingDismissed = false
        unlink()
        presented.presentationTraitsDidChange()
        completion?()
    }

    /// Ends the relationships: nothing presents the presented controller any more.
    private func unlink() {
        state = .dismissed
        if context?.outgoingPresentation === self { context?.outgoingPresentation = nil }
        if source?.sourcedPresentation === self { source?.sourcedPresentation = nil }
        if presented.incomingPresentation === self { presented.incomingPresentation = nil }
        container = nil
        controller.container = nil
    }
}
