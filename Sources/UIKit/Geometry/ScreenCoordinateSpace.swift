import Foundation

/// One of a screen's coordinate spaces: the interface's (origin at the top left as the
/// interface is shown) or the fixed one (origin at the top left of the device held upright).
/// A landscape screen shows the interface landscape-right (the device's top to the left), so
/// its fixed space is its interface space turned a quarter back.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    private unowned let screen: UIScreen
    private let fixed: Bool

    init(screen: UIScreen, fixed: Bool) {
        self.screen = screen
        self.fixed = fixed
        super.init()
    }

    /// Whether the fixed space differs from the interface's: the screen is landscape.
    private var turned: Bool { fixed && screen.bounds.width > screen.bounds.height }

    var bounds: CGRect {
        guard turned else { return screen.bounds }
        return CGRect(x: 0, y: 0, width: screen.bounds.height, height: screen.bounds.width)
    }

    /// `point` of this space in interface coordinates.
    func toInterface(_ point: CGPoint) -> CGPoint {
        guard turned else { return point }
        // Fixed (x, y) is interface (y, fixedWidth - x): the device's top edge is on the left.
        return CGPoint(x: point.y, y: screen.bounds.height - point.x)
    }

    /// `point` of interface coordinates in this space.
    func fromInterface(_ point: CGPoint) -> CGPoint {
        guard turned else { return point }
        return CGPoint(x: screen.bounds.height - point.y, y: point.x)
    }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.convert(point, from: self, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.convert(point, from: coordinateSpace, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.convert(rect, from: self, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.convert(rect, from: coordinateSpace, to: self)
    }
}
