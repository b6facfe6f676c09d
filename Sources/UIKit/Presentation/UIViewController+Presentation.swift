/// Presenting and dismissing: the relationships, the checks UIKit makes (with its messages),
/// and the order of the appearance callbacks. The showing itself is `ModalPresentation+Show`.
extension UIViewController {
    /// The presentation this controller presents, as its context or as the controller
    /// `present` was called on.
    var activePresentationAsPresenter: ModalPresentation? {
        if let record = outgoingPresentation, record.isActive { return record }
        if let record = sourcedPresentation, record.isActive { return record }
        return nil
    }

    /// The context presenting this controller or its nearest presented ancestor.
    var presentingControllerInChain: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let record = controller.incomingPresentation, record.isActive { return record.context }
            current = controller.parent
        }
        return nil
    }

    /// The presentation controller managing this controller or its nearest presented
    /// ancestor; else one made (and kept) for the current style, to configure before
    /// presenting.
    var currentPresentationController: UIPresentationController {
        var current: UIViewController? = self
        while let controller = current {
            if let record = controller.incomingPresentation, record.isActive { return record.controller }
            current = controller.parent
        }
        if let cached = cachedPresentationController { return cached }
        let controller = PresentationStyles.makeController(for: self, presenting: nil)
        cachedPresentationController = controller
        return controller
    }

    /// The traits a shown presentation gives this controller over its container's: the
    /// elevated level for what does not cover the screen, and `overrideTraitCollection`.
    var presentationTraits: UITraitCollection? {
        guard let record = incomingPresentation, record.state == .presented else { return nil }
        var collections: [UITraitCollection] = []
        if record.controller.elevatesPresentedTraits { collections.append(UITraitCollection(userInterfaceLevel: .elevated)) }
        if let override = record.controller.overrideTraitCollection { collections.append(override) }
        return collections.isEmpty ? nil : UITraitCollection(traitsFrom: collections)
    }

    /// Brings the traits of the view up to date after the presentation's changed.
    func presentationTraitsDidChange() {
        viewIfLoaded?.resolveTraits()
    }

    /// The controller whose context a presentation in `style` from this controller covers:
    /// the nearest ancestor that `definesPresentationContext` for the current-context styles,
    /// else the top of the parent chain (the window's root or a presented controller).
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if PresentationStyles.isContextual(style) {
            var current: UIViewController? = self
            while let controller = current {
                if controller.definesPresentationContext { return controller }
                current = controller.parent
            }
        }
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    /// `present(_:animated:completion:)`: UIKit's checks (among them, that the context's view
    /// is in a window), then the presentation.
    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let name = PresentationStyles.name
        if presented === self {
            PresentationIssues.report("Application tried to present modal view controller on itself. Presenting controller is \(name(self)). "
                + "(UIKit raises NSInvalidArgumentException; nothing was presented.)", on: self)
            return
        }
        if let record = presented.incomingPresentation, record.isActive {
            PresentationIssues.report("Application tried to present modally a view controller \(name(presented)) that is already being presented by "
                + "\(record.context.map(name) ?? "another controller"). (UIKit raises NSInvalidArgumentException; nothing was presented.)", on: self)
            return
        }
        if let parent = presented.parent {
            PresentationIssues.report("Application tried to present modally a view controller \(name(presented)) that has a parent view controller "
                + "\(name(parent)). (UIKit raises NSInvalidArgumentException; nothing was presented.)", on: self)
            return
        }
        let style = PresentationStyles.declared(presented.modalPresentationStyle, of: presented)
        let context = presentationContext(for: style)
        if let existing = context.activePresentationAsPresenter {
            PresentationIssues.report("Attempt to present \(name(presented)) on \(name(context)) (from \(name(self))) which is already presenting "
                + "\(name(existing.presented)). Dismiss it first, or present from \(name(existing.presented)).", on: self)
            return
        }
        if context.viewIfLoaded?.window == nil {
            // UIKit logs this and presents nothing: `presentedViewController` stays nil and
            // the completion never runs (docs/PRESENTATION.md, "Not in a window").
            let hint = context.isRunningViewDidLoad || isRunningViewDidLoad
                ? " viewDidLoad() runs before the view is in a window: present from viewDidAppear(_:) instead."
                : " Nothing was presented: present once the view is in a window (from viewDidAppear(_:), or in a catalog variant's onScreen step)."
            PresentationIssues.report(ModalPresentation.notInWindowMessage(presented: presented, context: context, source: self) + hint, on: self)
            return
        }
        let controller = presented.currentPresentationController
        presented.cachedPresentationController = controller
        let record = ModalPresentation(source: self, context: context, presented: presented, controller: controller,
                                       animated: animated, completion: completion)
        context.outgoingPresentation = record
        if context !== self { sourcedPresentation = record }
        presented.incomingPresentation = record
        controller.attach(presenting: context, style: nil)
        record.show()
    }

    /// `dismiss(animated:completion:)`: what this controller presents, else the presentation
    /// showing it (or its presented ancestor).
    func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        if let record = activePresentationAsPresenter {
            record.dismiss(animated: animated, completion: completion)
            return
        }
        var current: UIViewController? = self
        while let controller = current {
            if let record = controller.incomingPresentation, record.isActive {
                record.dismiss(animated: animated, completion: completion)
                return
            }
            current = controller.parent
        }
        completion?()
    }

    /// Reports the presentation problems the tree noticed before the render (a catalog variant
    /// that presents before its screen is in a window), as UIKit would have logged them then.
    package func reportPresentationIssuesInTree() {
        for controller in presentationTree() {
            for issue in controller.unreportedPresentationIssues { RenderIssues.report(issue) }
            controller.unreportedPresentationIssues = []
        }
    }

    /// This controller, its descendants, and (recursively) what any of them presents.
    private func presentationTree() -> [UIViewController] {
        var result: [UIViewController] = []
        var queue: [UIViewController] = [self]
        while !queue.isEmpty {
            let controller = queue.removeFirst()
            guard !result.contains(where: { $0 === controller }) else { continue }
            result.append(controller)
            queue.append(contentsOf: controller.children)
            if let record = controller.outgoingPresentation, record.isActive { queue.append(record.presented) }
        }
        return result
    }
}
