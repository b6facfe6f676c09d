/// The base of the haptic feedback generators, UIKit's `UIFeedbackGenerator`. There are no
/// haptics on Linux: generators can be made, prepared, attached to views and fired, and they
/// do nothing, as on a device whose system haptics are switched off.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject, UIInteraction {
    /// A generator (iOS 17.5 prefers `init(view:)`).
    public override init() {
        super.init()
    }

    /// A generator attached to `view` as an interaction (iOS 17.5).
    @available(iOS 17.5, *)
    public convenience init(view: UIView) {
        self.init()
        view.addInteraction(self)
    }

    /// The view the generator is attached to.
    @exclusivity(unchecked) open private(set) weak var view: UIView?

    /// Readies the haptic engine for feedback soon (nothing to ready here).
    open func prepare() {}

    /// Called before the generator is attached to `view`.
    open func willMove(to view: UIView?) {}

    /// Called after the generator was attached to `view`.
    open func didMove(to view: UIView?) {
        self.view = view
    }
}
