import Foundation

extension UIScene {
    /// Whether the scene is showing and receiving events: in the foreground and active, as
    /// while an app is used.
    public var activationState: ActivationState { .foregroundActive }

    /// A scene's state, UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Hashable, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    /// A scene connected (never posted here: the scene is connected from the start).
    nonisolated public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// A scene disconnected (never posted here).
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// A scene became active (never posted here).
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// A scene is about to become inactive (never posted here).
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// A scene is about to come to the foreground (never posted here).
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    /// A scene went to the background (never posted here).
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}
