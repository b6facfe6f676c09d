import Foundation

/// Views are coordinate spaces: they convert to and from any space, other windows' views and
/// the screen's spaces included.
extension UIView: UICoordinateSpace {
    /// `point` from this view into `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.convert(point, from: self, to: coordinateSpace)
    }

    /// `point` from `coordinateSpace` into this view.
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.convert(point, from: coordinateSpace, to: self)
    }

    /// `rect` from this view into `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.convert(rect, from: self, to: coordinateSpace)
    }

    /// `rect` from `coordinateSpace` into this view.
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.convert(rect, from: coordinateSpace, to: self)
    }
}
