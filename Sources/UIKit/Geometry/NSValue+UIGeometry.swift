/// UIKit's additions to `NSValue` (UIGeometry.h): geometry structures in values, as
/// animations, associated objects and collections carry them. Points, sizes and rectangles
/// are Foundation's own point, size and rectangle values (`pointValue` reads them too); the
/// other structures are stored as C arrays of their fields (`NSValue(cgFloatFields:)` says
/// why), so they round-trip and compare by content, with a different `objCType` than Darwin's.
/// Reading a structure the value does not hold gives zero (Darwin's result is undefined).
extension NSValue {
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `vector`.
    public convenience init(cgVector vector: CGVector) {
        self.init(cgFloatFields: [vector.dx, vector.dy])
    }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A value holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(cgFloatFields: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// A value holding `insets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(cgFloatFields: [insets.top, insets.left, insets.bottom, insets.right])
    }

    /// A value holding `insets`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(cgFloatFields: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    /// A value holding `insets`.
    public convenience init(uiOffset insets: UIOffset) {
        self.init(cgFloatFields: [insets.horizontal, insets.vertical])
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint {
        holds("{CGPoint=dd}") ? pointValue : .zero
    }

    /// The vector the value holds.
    public var cgVectorValue: CGVector {
        let f = fields(2)
        return CGVector(dx: f[0], dy: f[1])
    }

    /// The size the value holds.
    public var cgSizeValue: CGSize {
        holds("{CGSize=dd}") ? sizeValue : .zero
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect {
        holds("{CGRect={CGPoint=dd}{CGSize=dd}}") ? rectValue : .zero
    }

    /// The affine transform the value holds.
    public var cgAffineTransformValue: CGAffineTransform {
        let f = fields(6)
        return CGAffineTransform(a: f[0], b: f[1], c: f[2], d: f[3], tx: f[4], ty: f[5])
    }

    /// The edge insets the value holds.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let f = fields(4)
        return UIEdgeInsets(top: f[0], left: f[1], bottom: f[2], right: f[3])
    }

    /// The directional edge insets the value holds.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        let f = fields(4)
        return NSDirectionalEdgeInsets(top: f[0], leading: f[1], bottom: f[2], trailing: f[3])
    }

    /// The offset the value holds.
    public var uiOffsetValue: UIOffset {
        let f = fields(2)
        return UIOffset(horizontal: f[0], vertical: f[1])
    }

    private func holds(_ type: String) -> Bool {
        String(cString: objCType) == type
    }

    private func fields(_ count: Int) -> [CGFloat] {
        cgFloatFields(count: count) ?? Array(repeating: 0, count: count)
    }
}
