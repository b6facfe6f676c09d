/// One state or content of a catalog entry: a name, how big it renders, and a factory that
/// builds a fresh view or view controller on the main thread when it renders (inside the
/// environment, as an app builds its views).
public struct CatalogVariant: Sendable {
    /// How big a variant renders.
    public enum Sizing: Hashable, Sendable {
        /// The view's own fitting size (a component).
        case fitting
        /// A fixed width; the height the view needs.
        case width(CGFloat)
        /// The device of the environment (a screen).
        case device
        /// Always `device`, whatever the environment's (a screen's layout for one device:
        /// landscape, a form sheet), with its size classes and safe area.
        case onDevice(RenderDevice)
        /// The environment's device, made as tall as the screen's scrolling content: a long
        /// screenshot of a list, every row laid out and drawn (`RenderSize.contentHeight`).
        case contentHeight
        /// `contentHeight` on always `device`.
        case onDeviceContentHeight(RenderDevice)
        /// Exactly `size`, on no device: a xib's freeform view at the size its document
        /// stores, as Interface Builder's canvas shows it.
        case size(CGSize)
    }

    public let name: String
    public let sizing: Sizing
    /// Builds the subject; each call gives a new one.
    public let make: @MainActor @Sendable () -> CatalogSubject
    /// The inspectable values of a subject this variant built.
    public let inspect: @MainActor @Sendable (CatalogSubject) -> [(name: String, value: String)]
    /// What the user does once the screen is shown (its window's root, appeared and laid
    /// out), before it is drawn: a tap that presents an alert, a scroll. Nil for most.
    public let onScreen: (@MainActor @Sendable (CatalogSubject) -> Void)?

    /// A variant named `name`, sized by `sizing`, showing what `make` builds, with the
    /// inspectable values `inspect` reads and the user's steps `onScreen` takes once it shows.
    public init(name: String, sizing: Sizing, make: @escaping @MainActor @Sendable () -> CatalogSubject,
                inspect: @escaping @MainActor @Sendable (CatalogSubject) -> [(name: String, value: String)] = { _ in [] },
                onScreen: (@MainActor @Sendable (CatalogSubject) -> Void)? = nil) {
        self.name = name
        self.sizing = sizing
        self.make = make
        self.inspect = inspect
        self.onScreen = onScreen
    }

    /// A variant showing the view `make` builds, with `inspectables` listed beside it.
    /// With `prepareForInterfaceBuilder`, the view's `prepareForInterfaceBuilder()` runs
    /// after it is made, as Interface Builder runs it for an `@IBDesignable` class.
    public static func view<View: UIView>(_ name: String, sizing: Sizing = .fitting, inspectables: [InspectableProperty<View>] = [],
                                          prepareForInterfaceBuilder: Bool = false,
                                          make: @escaping @MainActor @Sendable () -> View) -> CatalogVariant {
        CatalogVariant(name: name, sizing: sizing, make: {
            let view = make()
            if prepareForInterfaceBuilder { view.prepareForInterfaceBuilder() }
            return .view(view)
        }, inspect: { subject in
            guard case let .view(view) = subject, let typed = view as? View else { return [] }
            return inspectables.map { ($0.name, $0.read(typed)) }
        })
    }

    /// A variant showing the view controller `make` builds (a screen), filling the device (or,
    /// with `sizing: .contentHeight`, as tall as its list). Shown as the window's root; to show
    /// it as an app does, chain `inNavigationController(prefersLargeTitles:)`,
    /// `inTabBarController(_:)` or `inSplitViewController(_:column:preferredDisplayMode:...)`.
    public static func controller<Controller: UIViewController>(_ name: String, sizing: Sizing = .device,
                                                                 make: @escaping @MainActor @Sendable () -> Controller) -> CatalogVariant {
        CatalogVariant(name: name, sizing: sizing, make: { .controller(make()) })
    }

    /// A screen as `make` builds it, after the user's steps in `onScreen`, which run once the
    /// screen is shown (in its window, appeared, laid out) as on a device: what they present
    /// is drawn over it. Presenting before then (in `make`) is refused as UIKit refuses it,
    /// with its warning, since the screen's view is in no window yet.
    ///
    ///     .controller("after-tapping-okinawa") { MapViewController() } onScreen: { screen in
    ///         screen.okinawaButton.sendActions(for: .touchUpInside)
    ///     }
    public static func controller<Controller: UIViewController>(_ name: String, sizing: Sizing = .device,
                                                                 make: @escaping @MainActor @Sendable () -> Controller,
                                                                 onScreen: @escaping @MainActor @Sendable (Controller) -> Void) -> CatalogVariant {
        CatalogVariant(name: name, sizing: sizing, make: { .controller(make()) }, onScreen: { subject in
            guard case let .controller(controller) = subject, let typed = controller as? Controller else { return }
            onScreen(typed)
        })
    }
}
