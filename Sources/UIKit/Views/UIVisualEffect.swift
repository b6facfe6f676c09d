/// A visual effect (blur, vibrancy), UIKit's `UIVisualEffect`. Effects are not drawn in
/// renders; they are kept so code that sets them compiles and reads them back.
open class UIVisualEffect: NSObject, NSCopying, @unchecked Sendable {
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
