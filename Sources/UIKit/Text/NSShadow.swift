/// A text shadow, UIKit's `NSShadow`.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// Kept first: what Core Foundation reads as this object's type word
    /// (`CoreFoundationTypeWord`), so attributed strings compare it through Swift.
    private let coreFoundationTypeWord = CoreFoundationTypeWord.swiftObject
    /// Where the shadow falls, in points (+y down).
    @exclusivity(unchecked) open var shadowOffset = CGSize.zero
    /// The blur radius in points.
    @exclusivity(unchecked) open var shadowBlurRadius: CGFloat = 0
    /// The shadow's color (a `UIColor`; black at one third opacity when nil).
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
