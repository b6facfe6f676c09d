import ViewKit

/// How high a surface floats over what is beneath it, as a shadow.
public struct Elevation: Sendable {
    /// The shadow's opacity.
    public var opacity: Double
    /// The shadow's blur radius in points.
    public var radius: Double
    /// The shadow's offset in points.
    public var offset: Size

    /// Panels that slide over content (menus).
    public static let menu = Elevation(opacity: 0.25, radius: 8, offset: Size(width: 0, height: 0))

    /// Gives `view` this elevation's shadow.
    public func apply(to view: View) {
        view.shadowOpacity = opacity
        view.shadowRadius = radius
        view.shadowOffset = offset
    }
}
