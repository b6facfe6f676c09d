import Foundation

/// A coordinate system points and rectangles convert between, UIKit's `UICoordinateSpace`:
/// views, and a screen's coordinate spaces (`coordinateSpace`, which turns with the interface,
/// and `fixedCoordinateSpace`, which stays upright).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// `point` from this space into `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `point` from `coordinateSpace` into this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `rect` from this space into `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// `rect` from `coordinateSpace` into this space.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

/// Conversions through the screen's interface coordinates, which every space knows its way
/// to: a view through its window's frame, a screen space directly.
@preconcurrency @MainActor
enum CoordinateSpaces {
    /// `point` of `space` in interface (screen) coordinates.
    static func toScreen(_ point: CGPoint, from space: UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView:
            let inWindow = view.layer.convert(point, to: nil)
            let origin = view.window?.frame.origin ?? .zero
            return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
        case let screenSpace as ScreenCoordinateSpace:
            return screenSpace.toInterface(point)
        default:
            return point
        }
    }

    /// `point` of interface (screen) coordinates in `space`.
    static func fromScreen(_ point: CGPoint, to space: UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView:
            let origin = view.window?.frame.origin ?? .zero
            return view.layer.convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: nil)
        case let screenSpace as ScreenCoordinateSpace:
            return screenSpace.fromInterface(point)
        default:
            return point
        }
    }

    /// `point` from `source` into `target`.
    static func convert(_ point: CGPoint, from source: UICoordinateSpace, to target: UICoordinateSpace) -> CGPoint {
        if let sourceView = source as? UIView, let targetView = target as? UIView, sourceView.window === targetView.window {
            return sourceView.layer.convert(point, to: targetView.layer)
        }
        return fromScreen(toScreen(point, from: source), to: target)
    }

    /// `rect` from `source` into `target`: the box around its converted corners.
    static func convert(_ rect: CGRect, from source: UICoordinateSpace, to target: UICoordinateSpace) -> CGRect {
        if let sourceView = source as? UIView, let targetView = target as? UIView, sourceView.window === targetView.window {
            return sourceView.layer.convert(rect, to: targetView.layer)
        }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, from: source, to: target) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return rect }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
