import Foundation

/// Haptics for a change of selection (a picker's tick), UIKit's
/// `UISelectionFeedbackGenerator` (inert on Linux: no haptics).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick (nothing plays here).
    open func selectionChanged() {}

    /// Plays the selection tick at `location` in the attached view (iOS 17.5; nothing plays).
    @available(iOS 17.5, *)
    open func selectionChanged(at location: CGPoint) {}
}
