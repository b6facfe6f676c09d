internal import CGraphics

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

    /// The current transform from user space to device space, Core Graphics' way: device
    /// space is the bitmap's pixels with the origin at the bottom left and y up. In a UIKit
    /// context of height `h` points at scale `s` that starts as `(s, 0, 0, -s, 0, h·s)`, as
    /// `UIGraphicsGetCurrentContext()?.ctm` reports on iOS; in a bitmap context, identity.
    public var ctm: CGAffineTransform {
        cairoCTM.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(storage.height)))
    }

    /// The transform from user space to cairo's device space (pixel rows from the top).
    var cairoCTM: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return CGAffineTransform(a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy),
                                 tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0))
    }

    /// The transform from user space to device space (the same as `ctm`).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// `point` in device space (pixels, y up).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm)
    }

    /// A device-space point (pixels, y up) in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm.inverted())
    }

    /// `rect` in device space (the bounds of its transformed corners).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm)
    }

    /// A device-space rectangle in user space (the bounds of its transformed corners).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm.inverted())
    }

    /// `size` in device space (the CTM's linear part).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm)
    }

    /// A device-space size in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm.inverted())
    }

    static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }
}
