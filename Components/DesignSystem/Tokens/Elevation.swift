import UIKit

/// How high a surface floats over what is beneath it, as a shadow.
public struct Elevation: Sendable {
    /// The shadow's opacity.
    public var opacity: Float
    /// The shadow's blur radius in points.
    public var radius: CGFloat
    /// The shadow's offset in points.
    public var offset: CGSize

    /// Panels that slide over content (menus).
    public static let menu = Elevation(opacity: 0.25, radius: 8, offset: .zero)

    /// Gives `view` this elevation's shadow.
    @MainActor
    public func apply(to view: UIView) {
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = opacity
        view.layer.shadowRadius = radius
        view.layer.shadowOffset = offset
    }
}
