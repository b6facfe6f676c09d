import Foundation

/// UIKit's accessibility functions, `UIAccessibility`: whether assistive technologies and
/// accessibility settings are on, posting to assistive technologies, and converting to screen
/// coordinates. No assistive technology runs on Linux and no setting can be switched on: every
/// status reads false, as on a device where the user turned none of them on, and posts reach
/// no one. Code that adapts to VoiceOver or Reduce Motion therefore renders its default look.
public enum UIAccessibility {
    // MARK: Assistive technologies

    /// Whether VoiceOver is running: false (none runs here).
    @preconcurrency @MainActor public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: false.
    @preconcurrency @MainActor public static var isSwitchControlRunning: Bool { false }
    /// Whether AssistiveTouch is running: false.
    @preconcurrency @MainActor public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Guided Access is on: false.
    @preconcurrency @MainActor public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Speak Screen is on: false.
    @preconcurrency @MainActor public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on: false.
    @preconcurrency @MainActor public static var isSpeakSelectionEnabled: Bool { false }

    // MARK: Display and motion settings

    /// Whether Reduce Motion is on: false.
    @preconcurrency @MainActor public static var isReduceMotionEnabled: Bool { false }
    /// Whether cross-fade transitions are preferred over sliding ones: false.
    @preconcurrency @MainActor public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Reduce Transparency is on: false.
    @preconcurrency @MainActor public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: false (the trait collection's `legibilityWeight` says the same).
    @preconcurrency @MainActor public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: false.
    @preconcurrency @MainActor public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Classic Invert or Smart Invert is on: false.
    @preconcurrency @MainActor public static var isInvertColorsEnabled: Bool { false }
    /// Whether Grayscale is on: false.
    @preconcurrency @MainActor public static var isGrayscaleEnabled: Bool { false }
    /// Whether Differentiate Without Color is on: false.
    @preconcurrency @MainActor public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether Button Shapes is on: false.
    @preconcurrency @MainActor public static var buttonShapesEnabled: Bool { false }
    /// Whether On/Off Labels is on: false.
    @preconcurrency @MainActor public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether Auto-Play Video Previews is on: false.
    @preconcurrency @MainActor public static var isVideoAutoplayEnabled: Bool { false }

    // MARK: Hearing and interaction settings

    /// Whether Closed Captions + SDH is on: false.
    @preconcurrency @MainActor public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Mono Audio is on: false.
    @preconcurrency @MainActor public static var isMonoAudioEnabled: Bool { false }
    /// Whether Shake to Undo is on: false.
    @preconcurrency @MainActor public static var isShakeToUndoEnabled: Bool { false }

    // MARK: Posting and converting

    /// Posts `notification` (with its `argument`: an announcement's string, the element to
    /// move to after a layout or screen change) to assistive technologies. None listen here,
    /// so nothing happens and nothing is posted to `NotificationCenter`.
    @preconcurrency @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// `rect`, in `view`'s coordinates, in the coordinates of the screen the view shows on.
    @preconcurrency @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// `path`, in `view`'s coordinates, in the coordinates of the screen the view shows on.
    @preconcurrency @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = convertToScreenCoordinates(CGRect(origin: .zero, size: .zero), in: view).origin
        let converted = path.copy() as? UIBezierPath ?? UIBezierPath(cgPath: path.cgPath)
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }

    /// The element an assistive technology has in focus: none, since none runs.
    @preconcurrency @MainActor
    public static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? {
        nil
    }

    /// Asks for a Guided Access session; refused here (`completionHandler` gets false).
    @preconcurrency @MainActor
    public static func requestGuidedAccessSession(enabled enable: Bool, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }

    /// Tells Zoom that a view without its own focus handling moved its focus (no Zoom here).
    @preconcurrency @MainActor
    public static func zoomFocusChanged(zoomType type: UIAccessibility.ZoomType, toFrame frame: CGRect, in view: UIView) {}

    /// Tells Zoom that the app's gestures conflict with its own (no Zoom here).
    @preconcurrency @MainActor
    public static func registerGestureConflictWithZoom() {}

    /// The kind of focus change for `zoomFocusChanged`, UIKit's `UIAccessibility.ZoomType`.
    public enum ZoomType: Int, Hashable, Sendable {
        case insertionPoint
    }

    /// An assistive technology, UIKit's `UIAccessibility.AssistiveTechnologyIdentifier`.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// An identifier with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Switch Control.
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
        /// VoiceOver.
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }
}
