import UIKit

/// The shadow every card casts, applied to any layer (Core Animation is not tied to the main
/// thread's views, so this is a plain value).
public struct CardShadow: Equatable {
    public var color: UIColor = .black
    public var opacity: Float = 0.12
    public var radius: CGFloat = 8
    public var offset = CGSize(width: 0, height: 2)

    public init() {}

    public func apply(to layer: CALayer) {
        layer.shadowColor = color.cgColor
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = offset
        layer.shadowPath = UIBezierPath(roundedRect: layer.bounds, cornerRadius: layer.cornerRadius).cgPath
    }
}
