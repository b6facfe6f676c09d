import Testing
import UIKit

/// `minimumContentSizeCategory` and `maximumContentSizeCategory` (iOS 15): the text size a
/// view hierarchy takes stays within its limits.
@MainActor
@Suite("Content size category limits")
struct ContentSizeCategoryLimitTests {
    /// A window at `category` with a container holding a Dynamic Type label.
    func hierarchy(_ category: UIContentSizeCategory) -> (window: UIWindow, container: UIView, label: UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.traitOverrides.preferredContentSizeCategory = category
        let container = UIView()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Limited"
        container.addSubview(label)
        window.addSubview(container)
        window.layoutIfNeeded()
        return (window, container, label)
    }

    @Test("A maximum caps the category of the view and its subviews, and their Dynamic Type fonts")
    func maximum() {
        let (window, container, label) = hierarchy(.accessibilityExtraExtraExtraLarge)
        #expect(label.font.pointSize == 53)
        container.maximumContentSizeCategory = .extraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(container.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(label.font.pointSize == 23)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge, "the superview keeps its own")
        container.maximumContentSizeCategory = nil
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 53, "nil removes the limit")
    }

    @Test("A minimum raises a smaller category; a category within the limits is left alone")
    func minimum() {
        let (window, container, label) = hierarchy(.extraSmall)
        container.minimumContentSizeCategory = .large
        window.layoutIfNeeded()
        #expect(label.traitCollection.preferredContentSizeCategory == .large)
        #expect(label.font.pointSize == 17)
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        window.layoutIfNeeded()
        #expect(label.traitCollection.preferredContentSizeCategory == .extraLarge, "later changes are limited too, or left within range")
    }

    @Test("When the minimum is above the maximum, only the maximum applies")
    func conflictingLimits() {
        let (window, container, label) = hierarchy(.accessibilityMedium)
        container.minimumContentSizeCategory = .accessibilityLarge
        container.maximumContentSizeCategory = .medium
        #expect(label.traitCollection.preferredContentSizeCategory == .medium)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
    }

    @Test("The limits description lists the view and its superviews with their categories and limits")
    func limitsDescription() throws {
        let (window, container, label) = hierarchy(.extraLarge)
        container.maximumContentSizeCategory = .large
        let lines = label.appliedContentSizeCategoryLimitsDescription.split(separator: "\n")
        try #require(lines.count == 3, "label, container, window: \(lines)")
        #expect(window.subviews.count == 1)
        #expect(lines[0] == "<UILabel>: L")
        #expect(lines[1] == "<UIView>: L (limits: none ... L)")
        #expect(lines[2] == "<UIWindow>: xL")
    }
}
