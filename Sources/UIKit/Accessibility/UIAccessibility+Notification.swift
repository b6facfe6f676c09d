import Foundation

extension UIAccessibility {
    /// A notification an app posts to assistive technologies with
    /// `post(notification:argument:)`, UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        /// A notification with `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new view covers most of the screen; the argument is the element to focus.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed; the argument is the element to focus or a string to speak.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology; the argument is its identifier.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resumes an assistive technology; the argument is its identifier.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    // MARK: Status changes (observed with NotificationCenter; never posted here, nothing changes)

    /// VoiceOver started or stopped.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Switch Control started or stopped.
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// AssistiveTouch started or stopped.
    public static let assistiveTouchStatusDidChangeNotification = NSNotification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    /// Guided Access started or ended.
    public static let guidedAccessStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    /// Speak Screen was switched.
    public static let speakScreenStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    /// Speak Selection was switched.
    public static let speakSelectionStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    /// Reduce Motion was switched.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Prefer Cross-Fade Transitions was switched.
    public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Reduce Transparency was switched.
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Bold Text was switched.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Increase Contrast was switched.
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Invert Colors was switched.
    public static let invertColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Grayscale was switched.
    public static let grayscaleStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Differentiate Without Color was switched.
    public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Button Shapes was switched.
    public static let buttonShapesEnabledStatusDidChangeNotification = NSNotification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// On/Off Labels was switched.
    public static let onOffSwitchLabelsDidChangeNotification = NSNotification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    /// Auto-Play Video Previews was switched.
    public static let videoAutoplayStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    /// Closed captioning was switched.
    public static let closedCaptioningStatusDidChangeNotification = NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Mono Audio was switched.
    public static let monoAudioStatusDidChangeNotification = NSNotification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Shake to Undo was switched.
    public static let shakeToUndoDidChangeNotification = NSNotification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    /// The paired hearing device's ear changed.
    public static let hearingDevicePairedEarDidChangeNotification = NSNotification.Name("UIAccessibilityHearingDevicePairedEarDidChangeNotification")

    // MARK: Assistive technology events (never posted here)

    /// An assistive technology moved its focus to an element.
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    /// An announcement finished.
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")

    /// `userInfo` key of `announcementDidFinishNotification`: the announced string.
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// `userInfo` key of `announcementDidFinishNotification`: whether it was spoken whole.
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    /// `userInfo` key of `elementFocusedNotification`: the newly focused element.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    /// `userInfo` key of `elementFocusedNotification`: the element that lost focus.
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    /// `userInfo` key of `elementFocusedNotification`: the assistive technology.
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
}
