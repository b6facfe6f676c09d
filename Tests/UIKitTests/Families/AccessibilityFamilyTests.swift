import Foundation
import Testing
import UIKit

/// The accessibility API components call at init and in layout: statuses (all off on Linux),
/// posting (reaches no one), element properties, custom actions and elements placed in
/// their container's space.
@MainActor
@Suite("Accessibility family")
struct AccessibilityFamilyTests {
    /// A component as iOS code writes one: an adjustable rating control.
    final class RatingView: UIView {
        var rating = 2
        override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
            accessibilityTraits = [.adjustable]
            accessibilityLabel = "Rating"
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override var accessibilityValue: String? {
            get { "\(rating) of 5" }
            set {}
        }
        override func accessibilityIncrement() { rating = min(5, rating + 1) }
        override func accessibilityDecrement() { rating = max(0, rating - 1) }
        override func accessibilityActivate() -> Bool { true }
    }

    @Test("Every status reads as switched off, as on a device where the user turned nothing on")
    func statusesAreOff() {
        let statuses = [UIAccessibility.isVoiceOverRunning, UIAccessibility.isSwitchControlRunning, UIAccessibility.isReduceMotionEnabled,
                        UIAccessibility.isReduceTransparencyEnabled, UIAccessibility.isBoldTextEnabled,
                        UIAccessibility.isDarkerSystemColorsEnabled, UIAccessibility.prefersCrossFadeTransitions,
                        UIAccessibility.isInvertColorsEnabled, UIAccessibility.isGrayscaleEnabled,
                        UIAccessibility.shouldDifferentiateWithoutColor, UIAccessibility.isClosedCaptioningEnabled,
                        UIAccessibility.isMonoAudioEnabled, UIAccessibility.isShakeToUndoEnabled, UIAccessibility.isSpeakScreenEnabled,
                        UIAccessibility.isSpeakSelectionEnabled, UIAccessibility.isVideoAutoplayEnabled,
                        UIAccessibility.isOnOffSwitchLabelsEnabled, UIAccessibility.buttonShapesEnabled,
                        UIAccessibility.isGuidedAccessEnabled, UIAccessibility.isAssistiveTouchRunning]
        #expect(statuses.allSatisfy { !$0 })
    }

    @Test("Posting an announcement reaches no one: no announcement ever finishes")
    func postsDoNothing() {
        let finished = Tally()
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.announcementDidFinishNotification, object: nil,
                                                           queue: nil) { _ in finished.add() }
        defer { NotificationCenter.default.removeObserver(token) }
        UIAccessibility.post(notification: .announcement, argument: "保存しました")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .screenChanged, argument: UIView())
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
        #expect(finished.count == 0)
        #expect(UIAccessibility.Notification.announcement != UIAccessibility.Notification.layoutChanged)
    }

    @Test("Status notifications are names components observe with NotificationCenter")
    func statusNotificationNames() {
        let names: [Notification.Name] = [UIAccessibility.voiceOverStatusDidChangeNotification,
                                          UIAccessibility.reduceMotionStatusDidChangeNotification,
                                          UIAccessibility.reduceTransparencyStatusDidChangeNotification,
                                          UIAccessibility.boldTextStatusDidChangeNotification,
                                          UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
                                          UIAccessibility.switchControlStatusDidChangeNotification,
                                          UIAccessibility.prefersCrossFadeTransitionsStatusDidChange]
        #expect(Set(names).count == names.count)
        let heard = Tally()
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil,
                                                           queue: nil) { _ in heard.add() }
        NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        NotificationCenter.default.removeObserver(token)
        #expect(heard.count == 1)
    }

    @Test("Screen coordinates: the view's rectangle in its window, moved by the window's origin")
    func screenCoordinates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        let card = UIView(frame: CGRect(x: 16, y: 20, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 5, y: 6, width: 20, height: 20))
        window.addSubview(card)
        card.addSubview(badge)
        #expect(UIAccessibility.convertToScreenCoordinates(badge.bounds, in: badge) == CGRect(x: 21, y: 126, width: 20, height: 20))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: badge.bounds), in: badge)
        #expect(path.bounds == CGRect(x: 21, y: 126, width: 20, height: 20))
    }

    @Test("An element placed in its container's space follows the container")
    func elementInContainerSpace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let chart = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 20, y: 50, width: 30, height: 150)
        bar.accessibilityLabel = "6月"
        bar.accessibilityValue = "42"
        bar.isAccessibilityElement = true
        #expect(bar.accessibilityFrame == CGRect(x: 30, y: 60, width: 30, height: 150))
        chart.frame.origin = CGPoint(x: 40, y: 80)
        #expect(bar.accessibilityFrame == CGRect(x: 60, y: 130, width: 30, height: 150))
        #expect(bar.accessibilityActivationPoint == CGPoint(x: 75, y: 205))
        chart.accessibilityElements = [bar]
        chart.accessibilityContainerType = .semanticGroup
        #expect(chart.accessibilityElementCount() == 1)
        #expect(chart.accessibilityElement(at: 0) as? UIAccessibilityElement === bar)
        #expect(chart.index(ofAccessibilityElement: bar) == 0)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(bar.accessibilityContainer === chart)
    }

    @Test("A subclass overriding the accessibility members is what assistive code reads")
    func overridingComponent() {
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        #expect(rating.isAccessibilityElement)
        #expect(rating.accessibilityTraits.contains(.adjustable))
        #expect(rating.accessibilityValue == "2 of 5")
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        #expect(rating.accessibilityAttributedValue?.string == "4 of 5")
        #expect(rating.accessibilityActivate())
        #expect(!UIView().accessibilityActivate())
        #expect(!rating.accessibilityScroll(.next))
        #expect(rating.accessibilityUserInputLabels == ["Rating"])
        rating.accessibilityUserInputLabels = ["Stars", "Score"]
        #expect(rating.accessibilityUserInputLabels == ["Stars", "Score"])
    }

    @Test("Attributed label and label stay in step; a button's label is its title")
    func labelsInStep() {
        let view = UIView()
        view.accessibilityAttributedLabel = NSAttributedString(string: "閉じる")
        #expect(view.accessibilityLabel == "閉じる")
        view.accessibilityLabel = "Close"
        #expect(view.accessibilityAttributedLabel?.string == "Close")
        let button = UIButton(type: .system)
        button.setTitle("送信", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityTraits.contains(.button))
        #expect(button.accessibilityLabel == "送信")
    }

    @Test("Custom actions: name and attributed name in step, handler kept, target held weakly")
    func customActions() {
        final class Target: NSObject {
            var deleted = 0
            func delete() -> Bool { deleted += 1; return true }
        }
        var ran = 0
        let archive = UIAccessibilityCustomAction(name: "Archive") { _ in ran += 1; return true }
        #expect(archive.attributedName.string == "Archive")
        archive.attributedName = NSAttributedString(string: "アーカイブ")
        #expect(archive.name == "アーカイブ")
        #expect(archive.actionHandler?(archive) == true)
        #expect(ran == 1)
        var target: Target? = Target()
        let delete = UIAccessibilityCustomAction(name: "Delete", image: UIImage(systemName: "trash"), target: target, selector: Selector("delete"))
        #expect(delete.target === target)
        #expect(delete.selector == Selector("delete"))
        target = nil
        #expect(delete.target == nil)
        let cell = UIView()
        cell.accessibilityCustomActions = [archive, delete]
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["アーカイブ", "Delete"])
        let attributed = UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Flag"), actionHandler: { _ in false })
        #expect(attributed.name == "Flag")
    }
}
