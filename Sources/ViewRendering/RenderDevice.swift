/// A device a screen renders on, held one way up: its screen size in points, its size
/// classes, the safe area its status bar, sensor housing and home indicator leave, its display
/// scale, the radius of its display's corners, and how iOS lays its status bar and home
/// indicator out. `RenderDevice.iPhone15Pro` is upright; `.iPhone15Pro.landscape` is the same
/// phone on its side (docs/DEVICES.md lists every device and where its numbers come from).
public struct RenderDevice: Hashable, Sendable {
    /// The name environments are named after (`iPhone15Pro`, `iPhone15Pro-landscape`).
    public var name: String
    /// The screen's size in points, as held.
    public var size: CGSize
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// The screen's safe area, as held.
    public var safeArea: UIEdgeInsets
    public var idiom: UIUserInterfaceIdiom
    /// Pixels per point (`UIScreen.scale`, the `displayScale` trait) unless the environment's
    /// traits name a scale of their own; nil leaves it to the traits (an iPhone's @3x when
    /// they name none), as the four generic devices always did.
    public var scale: CGFloat?
    /// The radius of the display's rounded corners in points (0: square corners).
    public var displayCornerRadius: CGFloat
    /// How the status bar is laid out on this device, as held.
    public var statusBar: StatusBarLayout
    /// Whether the device has a home indicator (no Home button).
    public var hasHomeIndicator: Bool
    /// Whether screen renders draw the status bar and home indicator over the content, as a
    /// screenshot of the device shows them. The generic devices (`iPhonePortrait`,
    /// `iPhoneLandscape`, `iPad`, `iPadFormSheet`) leave them out, so their references stay
    /// as they were recorded; the named models draw them.
    public var showsSystemOverlays: Bool
    /// The same device turned the other way, when known.
    var turned: Orientation?

    /// A device of one orientation: `size`, size classes, `safeArea` and `idiom`, with the
    /// traits' scale and no status bar or home indicator drawn. Its `landscape` and
    /// `portrait` are itself (use `init(name:portrait:landscape:…)` for a device that turns).
    public init(name: String, size: CGSize, horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                safeArea: UIEdgeInsets, idiom: UIUserInterfaceIdiom = .phone) {
        self.name = name
        self.size = size
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.safeArea = safeArea
        self.idiom = idiom
        scale = nil
        displayCornerRadius = 0
        statusBar = .hidden
        hasHomeIndicator = false
        showsSystemOverlays = false
        turned = nil
    }

    /// A device that turns: upright as `portrait` says (named `name`), on its side as
    /// `landscape` says (named `name-landscape`), at `scale`, drawing its status bar and home
    /// indicator unless `showsSystemOverlays` is false.
    public init(name: String, idiom: UIUserInterfaceIdiom, scale: CGFloat?, displayCornerRadius: CGFloat, hasHomeIndicator: Bool,
                portrait: Orientation, landscape: Orientation, showsSystemOverlays: Bool = true) {
        self.init(name: name, size: portrait.size, horizontalSizeClass: portrait.horizontalSizeClass,
                  verticalSizeClass: portrait.verticalSizeClass, safeArea: portrait.safeArea, idiom: idiom)
        self.scale = scale
        self.displayCornerRadius = displayCornerRadius
        self.statusBar = portrait.statusBar
        self.hasHomeIndicator = hasHomeIndicator
        self.showsSystemOverlays = showsSystemOverlays
        var turned = landscape
        if turned.name == nil { turned.name = name + "-landscape" }
        self.turned = turned
    }

    /// Whether the screen is wider than tall (the interface turned `.landscapeRight`).
    public var isLandscape: Bool { size.width > size.height }

    /// The interface's orientation as a window scene reports it on this device.
    public var interfaceOrientation: UIInterfaceOrientation { isLandscape ? .landscapeRight : .portrait }

    /// The same device on its side (itself when it already is, or when it knows only one
    /// orientation).
    public var landscape: RenderDevice { isLandscape ? self : turnedOver }

    /// The same device upright (itself when it already is, or when it knows only one
    /// orientation).
    public var portrait: RenderDevice { isLandscape ? turnedOver : self }

    /// The device turned the other way.
    private var turnedOver: RenderDevice {
        guard let turned else { return self }
        var device = self
        device.name = turned.name ?? name
        device.size = turned.size
        device.horizontalSizeClass = turned.horizontalSizeClass
        device.verticalSizeClass = turned.verticalSizeClass
        device.safeArea = turned.safeArea
        device.statusBar = turned.statusBar
        device.turned = Orientation(name: name, size: size, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                                    safeArea: safeArea, statusBar: statusBar)
        return device
    }

    /// The same device without (or with) its status bar and home indicator drawn.
    public func showingSystemOverlays(_ shows: Bool) -> RenderDevice {
        var device = self
        device.showsSystemOverlays = shows
        return device
    }
}
