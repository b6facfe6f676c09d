import Foundation

/// Haptics for a task's success, warning or failure, UIKit's
/// `UINotificationFeedbackGenerator` (inert on Linux: no haptics).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the pattern of `notificationType` (nothing plays here).
    open func notificationOccurred(_ notificationType: FeedbackType) {}

    /// Plays the pattern at `location` in the attached view (iOS 17.5; nothing plays here).
    @available(iOS 17.5, *)
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}

    /// The outcome a notification reports, UIKit's
    /// `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Hashable, Sendable {
        case success, warning, error
    }
}
