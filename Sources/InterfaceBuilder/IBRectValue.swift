/// A rectangle as an Interface Builder document writes it (`<rect key="frame" x="0.0"
/// y="0.0" width="390" height="844"/>`): the frame Interface Builder solved for the
/// document's device.
package struct IBRectValue: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Reads a `<rect>` element; nil for one missing a number.
    package init?(_ element: IBElement) {
        guard let x = element.number("x"), let y = element.number("y"),
              let width = element.number("width"), let height = element.number("height") else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }
}
