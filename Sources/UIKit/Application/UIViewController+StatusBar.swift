/// Which controller decides the status bar, as iOS asks a window's root controller: it follows
/// `childForStatusBarStyle` and `childForStatusBarHidden` down to the controller that answers.
extension UIViewController {
    /// The controller whose `preferredStatusBarStyle` the status bar takes: this one, or the
    /// child its `childForStatusBarStyle` names, followed down.
    package var statusBarStyleController: UIViewController {
        var controller = self
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let child = controller.childForStatusBarStyle, visited.insert(ObjectIdentifier(child)).inserted { controller = child }
        return controller
    }

    /// The controller whose `prefersStatusBarHidden` decides whether the status bar shows.
    package var statusBarHiddenController: UIViewController {
        var controller = self
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let child = controller.childForStatusBarHidden, visited.insert(ObjectIdentifier(child)).inserted { controller = child }
        return controller
    }

    /// The status bar's style with `.default` resolved for the deciding controller's
    /// appearance: `.darkContent` in light, `.lightContent` in dark.
    package var resolvedStatusBarStyle: UIStatusBarStyle {
        let controller = statusBarStyleController
        let style = controller.preferredStatusBarStyle
        guard style == .default else { return style }
        return controller.traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
    }

    /// Whether the status bar is hidden when this controller is a window's root.
    package var statusBarIsHidden: Bool { statusBarHiddenController.prefersStatusBarHidden }
}
