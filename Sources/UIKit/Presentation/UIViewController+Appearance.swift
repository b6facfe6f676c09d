/// Where a view controller is in its appearance callbacks.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Tells the controller, then its children, that its view will appear (`viewWillAppear`,
    /// `viewIsAppearing`) or disappear (`viewWillDisappear`); unbalanced calls are ignored.
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            _ = view
            traitCollection.performAsCurrent {
                viewWillAppear(animated)
                viewIsAppearing(animated)
            }
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            traitCollection.performAsCurrent { viewWillDisappear(animated) }
        }
        for child in children { child.beginAppearance(appearing, animated: animated) }
    }

    /// Ends the transition: the children first, then the controller (`viewDidAppear` or
    /// `viewDidDisappear`).
    func endAppearance() {
        switch appearance {
        case .appearing:
            for child in children { child.endAppearance() }
            appearance = .appeared
            traitCollection.performAsCurrent { viewDidAppear(appearanceAnimated) }
        case .disappearing:
            for child in children { child.endAppearance() }
            appearance = .disappeared
            traitCollection.performAsCurrent { viewDidDisappear(appearanceAnimated) }
        case .appeared, .disappeared:
            return
        }
    }

}
