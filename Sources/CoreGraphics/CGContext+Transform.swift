import CGraphics

extension CGContext {
    /// Moves the origin of user space by `tx`, `ty`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        cairo_translate(cr, Double(tx), Double(ty))
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        cairo_scale(cr, Double(sx), Double(sy))
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        cairo_rotate(cr, Double(angle))
    }

    /// Applies `transform` to user space (before the current transform).
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = Self.cairoMatrix(transform)
        cairo_transform(cr, &matrix)
    }

    /// The current transform from user space to device pixels.
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return CGAffineTransform(a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy),
                                 tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0))
    }

    /// The transform from user space to device space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// `point` in device pixels.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        var x = Double(point.x), y = Double(point.y)
        cairo_user_to_device(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// A device point in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        var x = Double(point.x), y = Double(point.y)
        cairo_device_to_user(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// `rect` in device pixels (the bounds of its transformed corners).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm)
    }

    static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }
}
