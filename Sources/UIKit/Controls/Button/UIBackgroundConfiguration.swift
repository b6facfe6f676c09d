/// What a background looks like, UIKit's `UIBackgroundConfiguration`: a fill color (the
/// tint where nil) through an optional transformer, corner radius, stroke, an image and a
/// custom view, inset from the view's edges. Buttons draw theirs from it; the visual effect
/// is kept but not drawn (reported).
public struct UIBackgroundConfiguration: Hashable {
    /// A view drawn behind the content, sized to the background's frame.
    public var customView: UIView?
    /// The corner radius of the background (and its stroke).
    public var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set {
            storedCornerRadius = newValue
            cornerRadiusIsCustom = true
        }
    }
    /// How far the background is inset from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges whose insets also include the view's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill color; nil uses the view's tint color.
    public var backgroundColor: UIColor? {
        didSet { backgroundColorIsCustom = true }
    }
    /// Derives the fill color from `backgroundColor`.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or vibrancy (not drawn in renders).
    public var visualEffect: UIVisualEffect?
    /// An image drawn over the fill, placed by `imageContentMode`.
    public var image: UIImage?
    /// How `image` is placed.
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The stroke color; nil uses the view's tint color.
    public var strokeColor: UIColor?
    /// Derives the stroke color from `strokeColor`.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke width in points (0: no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge (inside when negative).
    public var strokeOutset: CGFloat = 0

    var storedCornerRadius: CGFloat = 0
    /// Whether code set `cornerRadius` (a button's size then no longer picks it).
    var cornerRadiusIsCustom = false
    /// Whether code set `backgroundColor` (a button's style then no longer picks it).
    var backgroundColorIsCustom = false

    /// A background with no fill, stroke or image.
    public init() {}

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        configuration.backgroundColorIsCustom = false
        return configuration
    }

    /// The background of a cell in a plain list: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        system(.systemBackground)
    }

    /// The background of a header or footer in a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        system(.systemBackground)
    }

    /// The background of a cell in a grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        system(.secondarySystemGroupedBackground)
    }

    /// The background of a header or footer in a grouped list: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        clear()
    }

    /// The background of a cell in a sidebar: clear, with rounded corners.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = clear()
        configuration.storedCornerRadius = 10
        return configuration
    }

    /// The background of a sidebar header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        clear()
    }

    /// The background of a cell in a sidebar beside a secondary column.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        listSidebarCell()
    }

    private static func system(_ color: UIColor) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = color
        configuration.backgroundColorIsCustom = false
        return configuration
    }

    /// The fill color for `tintColor`: `backgroundColor` (the tint when nil) through the
    /// transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke color for `tintColor`: `strokeColor` (the tint when nil) through the
    /// transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }

    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.customView === rhs.customView && lhs.storedCornerRadius == rhs.storedCornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
            && lhs.visualEffect == rhs.visualEffect && lhs.image == rhs.image && lhs.imageContentMode == rhs.imageContentMode
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeColorTransformer == rhs.strokeColorTransformer
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedCornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(strokeOutset)
        hasher.combine(backgroundColor)
        hasher.combine(imageContentMode)
    }
}
