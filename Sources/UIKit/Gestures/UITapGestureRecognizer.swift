/// Recognizes taps, UIKit's `UITapGestureRecognizer`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    @exclusivity(unchecked) open var numberOfTapsRequired = 1
    @exclusivity(unchecked) open var numberOfTouchesRequired = 1
}
