/// What a string drawing call reports back, UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at (1: no shrinking here).
    @exclusivity(unchecked) open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the drawn text took.
    @exclusivity(unchecked) open internal(set) var totalBounds = CGRect.zero
}
