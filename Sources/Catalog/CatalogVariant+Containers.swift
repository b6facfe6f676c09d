/// Showing a variant's screen as an app shows it: inside a navigation controller, a tab bar
/// controller or a split view controller. Each modifier wraps what the variant builds, so they
/// chain from the inside out (`.inNavigationController().inTabBarController(...)` puts the
/// navigation controller in a tab). A view variant becomes the view of a screen and renders on
/// the device; the variant's inspectable values still come from its own view or controller.
extension CatalogVariant {
    /// The screen as the root of a `UINavigationController`, under its navigation bar (with a
    /// large title when `prefersLargeTitles`).
    public func inNavigationController(prefersLargeTitles: Bool = false) -> CatalogVariant {
        wrapped { screen in
            let navigation = UINavigationController(rootViewController: screen)
            navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
            return navigation
        } unwrap: { container in
            (container as? UINavigationController)?.viewControllers.first
        }
    }

    /// The screen as the selected tab of a `UITabBarController` among `tabs`: its place is
    /// `.subject`'s (first when `tabs` has no `.subject`), its tab named by its own
    /// `tabBarItem` (or title); the others are sibling tabs. A navigation controller without a
    /// tab item of its own takes its root screen's, as apps set it.
    public func inTabBarController(_ tabs: [CatalogTab]) -> CatalogVariant {
        let position = tabs.firstIndex { if case .subject = $0.content { return true } else { return false } }
        return wrapped { screen in
            if let navigation = screen as? UINavigationController, let root = navigation.viewControllers.first,
               navigation.tabBarItem.title == nil, navigation.tabBarItem.image == nil {
                navigation.tabBarItem = root.tabBarItem
            }
            var controllers = tabs.compactMap { $0.makeSibling() }
            let index = min(position ?? 0, controllers.count)
            controllers.insert(screen, at: index)
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = controllers
            tabBarController.selectedIndex = index
            return tabBarController
        } unwrap: { container in
            (container as? UITabBarController)?.selectedViewController
        }
    }

    /// The screen in `column` of a `UISplitViewController` of `style`, which wraps each
    /// column in a navigation controller as UIKit does. The other columns show what
    /// `primary`, `supplementary` and `secondary` build (an empty screen when nil); on an
    /// iPhone the split view collapses as UIKit's does. A `.compact` column shows the screen
    /// only where the split view collapses.
    public func inSplitViewController(_ style: UISplitViewController.Style = .doubleColumn, column: UISplitViewController.Column = .secondary,
                                      preferredDisplayMode: UISplitViewController.DisplayMode = .automatic,
                                      primary: (@MainActor @Sendable () -> UIViewController)? = nil,
                                      supplementary: (@MainActor @Sendable () -> UIViewController)? = nil,
                                      secondary: (@MainActor @Sendable () -> UIViewController)? = nil) -> CatalogVariant {
        wrapped { screen in
            let split = UISplitViewController(style: style == .unspecified ? .doubleColumn : style)
            split.preferredDisplayMode = preferredDisplayMode
            let others: [UISplitViewController.Column: (@MainActor @Sendable () -> UIViewController)?] = [
                .primary: primary, .supplementary: supplementary, .secondary: secondary,
            ]
            let columns: [UISplitViewController.Column] = split.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for each in columns {
                split.setViewController(each == column ? screen : (others[each].flatMap { $0 }?() ?? CatalogPlaceholderController()), for: each)
            }
            if column == .compact { split.setViewController(screen, for: .compact) }
            return split
        } unwrap: { container in
            (container as? UISplitViewController)?.viewController(for: column)
        }
    }

    /// This variant with what it builds wrapped by `wrap`; its inspectables read from what
    /// `unwrap` finds inside the wrapper again.
    private func wrapped(_ wrap: @escaping @MainActor @Sendable (UIViewController) -> UIViewController,
                         unwrap: @escaping @MainActor @Sendable (UIViewController) -> UIViewController?) -> CatalogVariant {
        let make = self.make, inspect = self.inspect, onScreen = self.onScreen
        var sizing = self.sizing
        switch sizing {
        case .fitting, .width: sizing = .device
        default: break
        }
        return CatalogVariant(name: name, sizing: sizing, make: {
            switch make() {
            case let .controller(controller): return .controller(wrap(controller))
            case let .view(view): return .controller(wrap(CatalogHostController(hosting: view)))
            }
        }, inspect: { subject in
            Self.inner(of: subject, unwrap).map(inspect) ?? []
        }, onScreen: onScreen.map { onScreen in Self.unwrapping(onScreen, unwrap) })
    }

    /// `onScreen` run on the variant's own subject inside the wrapper.
    private static func unwrapping(_ onScreen: @escaping @MainActor @Sendable (CatalogSubject) -> Void,
                                   _ unwrap: @escaping @MainActor @Sendable (UIViewController) -> UIViewController?)
        -> @MainActor @Sendable (CatalogSubject) -> Void {
        { subject in
            if let inner = inner(of: subject, unwrap) { onScreen(inner) }
        }
    }

    /// The variant's own subject inside the wrapper `subject` is: what `unwrap` finds, a
    /// hosted view as itself.
    @MainActor
    private static func inner(of subject: CatalogSubject, _ unwrap: @MainActor (UIViewController) -> UIViewController?) -> CatalogSubject? {
        guard case let .controller(container) = subject, let inner = unwrap(container) else { return nil }
        if let host = inner as? CatalogHostController { return .view(host.hosted) }
        return .controller(inner)
    }
}

/// A screen whose view is a view variant's view.
@MainActor
final class CatalogHostController: UIViewController {
    let hosted: UIView

    init(hosting view: UIView) {
        hosted = view
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        hosted = UIView()
        super.init(coder: coder)
    }

    override func loadView() {
        view = hosted
    }
}

/// The empty screen of a split view column the variant leaves unset.
@MainActor
final class CatalogPlaceholderController: UIViewController {
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
    }
}
