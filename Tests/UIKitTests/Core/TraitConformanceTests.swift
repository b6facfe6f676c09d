import Testing
import UIKit

/// A custom trait, as iOS 17 lets a team define one.
private struct CoreThemeTrait: UITraitDefinition {
    static let defaultValue = 0
}

/// A view that records its trait changes.
private final class TraitRecordingView: UIView {
    var previousStyles: [UIUserInterfaceStyle] = []
    var stylesInLayout: [UIUserInterfaceStyle] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stylesInLayout.append(UITraitCollection.current.userInterfaceStyle)
    }
}

/// A view controller that records the styles its registration saw.
private final class TraitRecordingController: UIViewController {
    var changes: [(old: UIUserInterfaceStyle, new: UIUserInterfaceStyle)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: TraitRecordingController, previous: UITraitCollection) in
            controller.changes.append((previous.userInterfaceStyle, controller.traitCollection.userInterfaceStyle))
        }
    }
}

/// Counts calls.
private final class CallLog {
    var calls: [String] = []
}

/// Trait collections as iOS 17 passes them down: a window's and a view's
/// overrideUserInterfaceStyle, `traitOverrides` on views and view controllers,
/// `registerForTraitChanges`, `traitCollectionDidChange`, and labels that follow the content
/// size category.
@MainActor
@Suite("Trait conformance")
struct TraitConformanceTests {
    func window(_ style: UIUserInterfaceStyle = .unspecified) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.overrideUserInterfaceStyle = style
        return window
    }

    // MARK: overrideUserInterfaceStyle

    @Test("A window's overrideUserInterfaceStyle reaches every view in it")
    func windowOverride() {
        let window = window(.dark)
        let child = UIView(), grandchild = UIView()
        window.addSubview(child)
        child.addSubview(grandchild)
        #expect(window.overrideUserInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
        window.overrideUserInterfaceStyle = .light
        #expect(grandchild.traitCollection.userInterfaceStyle == .light)
    }

    @Test("overrideUserInterfaceStyle is unspecified by default and the style then comes from the parent")
    func overrideDefault() {
        let view = UIView()
        #expect(view.overrideUserInterfaceStyle == .unspecified)
        let window = window(.dark)
        window.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        view.overrideUserInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
        view.overrideUserInterfaceStyle = .unspecified
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("A view's override applies to it and its subviews, not to its siblings")
    func viewOverride() {
        let window = window(.dark)
        let lightCard = UIView(), content = UIView(), sibling = UIView()
        window.addSubview(lightCard)
        window.addSubview(sibling)
        lightCard.addSubview(content)
        lightCard.overrideUserInterfaceStyle = .light
        #expect(lightCard.traitCollection.userInterfaceStyle == .light)
        #expect(content.traitCollection.userInterfaceStyle == .light)
        #expect(sibling.traitCollection.userInterfaceStyle == .dark)
        // A view moved into the light card takes its style.
        sibling.removeFromSuperview()
        lightCard.addSubview(sibling)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
    }

    @Test("A view controller's overrideUserInterfaceStyle reaches its view's subviews")
    func controllerOverride() {
        let window = window(.light)
        let controller = UIViewController()
        let subview = UIView()
        controller.view.addSubview(subview)
        window.rootViewController = controller
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(subview.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light)
    }

    // MARK: traitOverrides (iOS 17)

    @Test("traitOverrides on a view controller propagate to its views")
    func controllerTraitOverrides() {
        let window = window()
        let controller = UIViewController()
        let label = UILabel()
        controller.view.addSubview(label)
        window.rootViewController = controller
        controller.traitOverrides.userInterfaceStyle = .dark
        controller.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        controller.traitOverrides.horizontalSizeClass = .regular
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(label.traitCollection.horizontalSizeClass == .regular)
    }

    @Test("traitOverrides on a view propagate to its subviews; removing one restores the inherited value")
    func viewTraitOverrides() {
        let window = window()
        window.traitOverrides.horizontalSizeClass = .compact
        let container = UIView(), child = UIView()
        window.addSubview(container)
        container.addSubview(child)
        container.traitOverrides.horizontalSizeClass = .regular
        container.traitOverrides.layoutDirection = .rightToLeft
        #expect(container.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(!container.traitOverrides.contains(UITraitVerticalSizeClass.self))
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        container.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(!container.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("A custom trait set in traitOverrides is read by subviews; elsewhere it is its default")
    func customTrait() {
        let window = window()
        let themed = UIView(), inner = UIView(), plain = UIView()
        window.addSubview(themed)
        window.addSubview(plain)
        themed.addSubview(inner)
        themed.traitOverrides[CoreThemeTrait.self] = 7
        #expect(inner.traitCollection[CoreThemeTrait.self] == 7)
        #expect(plain.traitCollection[CoreThemeTrait.self] == 0)
        let collection = UITraitCollection { $0[CoreThemeTrait.self] = 3 }
        #expect(collection[CoreThemeTrait.self] == 3)
    }

    @Test("UITraitCollection(mutations:), modifyingTraits and traitsFrom combine values, later ones winning")
    func collectionBuilding() {
        let dark = UITraitCollection { $0.userInterfaceStyle = .dark; $0.displayScale = 2 }
        #expect(dark.userInterfaceStyle == .dark && dark.displayScale == 2)
        let modified = dark.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(modified.userInterfaceStyle == .light && modified.displayScale == 2)
        let combined = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 3)])
        #expect(combined.userInterfaceStyle == .light && combined.displayScale == 3)
        #expect(combined.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(!combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(dark.hasDifferentColorAppearance(comparedTo: modified))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: dark.modifyingTraits { $0.displayScale = 3 }))
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
    }

    // MARK: Change notifications

    @Test("registerForTraitChanges is called when the style changes, with the previous traits")
    func registrationCalledOnStyleChange() {
        let window = window(.light)
        let view = UIView()
        window.addSubview(view)
        let log = CallLog()
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            log.calls.append("\(previous.userInterfaceStyle.rawValue)->\(view.traitCollection.userInterfaceStyle.rawValue)")
        }
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(log.calls == ["\(UIUserInterfaceStyle.light.rawValue)->\(UIUserInterfaceStyle.dark.rawValue)"])
        window.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        #expect(log.calls.count == 2)
    }

    @Test("A registration is not called for traits it did not register for, nor after unregistering")
    func registrationFiltersTraits() {
        let window = window(.light)
        let view = UIView()
        window.addSubview(view)
        let log = CallLog()
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in
            log.calls.append("style")
        }
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        #expect(log.calls.isEmpty)
        view.unregisterForTraitChanges(registration)
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(log.calls.isEmpty)
    }

    @Test("A registration for several traits is called when any of them changes")
    func registrationForSeveralTraits() {
        let window = window(.light)
        let view = UIView()
        window.addSubview(view)
        let log = CallLog()
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]) { (_: UIView, _: UITraitCollection) in
            log.calls.append("changed")
        }
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        window.layoutIfNeeded()
        #expect(log.calls.count == 1)
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(log.calls.count == 2)
    }

    @Test("A view controller's registration is called when its window's style changes")
    func controllerRegistration() {
        let window = window(.light)
        let controller = TraitRecordingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(controller.changes.count == 1)
        #expect(controller.changes.first?.old == .light)
        #expect(controller.changes.first?.new == .dark)
    }

    @Test("traitCollectionDidChange is called on subviews with the previous collection")
    func traitCollectionDidChangeCalled() {
        let window = window(.light)
        let container = UIView()
        let view = TraitRecordingView()
        window.addSubview(container)
        container.addSubview(view)
        window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(view.previousStyles.last == .light)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("During layoutSubviews UITraitCollection.current is the view's collection")
    func currentDuringLayout() {
        let window = window(.dark)
        let view = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.stylesInLayout.last == .dark)
    }

    // MARK: Dynamic Type in labels

    @Test("A label that adjusts for the content size category grows with it")
    func labelGrowsWithCategory() {
        let window = window()
        window.traitOverrides.preferredContentSizeCategory = .large
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Dynamic Type"
        window.addSubview(label)
        window.layoutIfNeeded()
        let atLarge = label.intrinsicContentSize
        #expect(label.font.pointSize == 17)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 23)
        let atXXXL = label.intrinsicContentSize
        #expect(atXXXL.height > atLarge.height)
        #expect(atXXXL.width > atLarge.width)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 53)
        #expect(label.intrinsicContentSize.height > atXXXL.height)
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 14)
        #expect(label.intrinsicContentSize.height < atLarge.height)
    }

    @Test("A label added to a window at a larger category takes that size; a label that does not adjust keeps its font")
    func labelAdoptsWindowCategory() {
        let window = window()
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        let adjusting = UILabel(), fixed = UILabel()
        for label in [adjusting, fixed] {
            label.font = .preferredFont(forTextStyle: .headline, compatibleWith: sizeTraits(.large))
            label.text = "Headline"
        }
        adjusting.adjustsFontForContentSizeCategory = true
        window.addSubview(adjusting)
        window.addSubview(fixed)
        window.layoutIfNeeded()
        #expect(adjusting.font.pointSize == 28)
        #expect(fixed.font.pointSize == 17)
        #expect(adjusting.intrinsicContentSize.height > fixed.intrinsicContentSize.height)
    }

    @Test("A font scaled by UIFontMetrics keeps scaling in an adjusting label")
    func metricsFontInLabel() {
        let window = window()
        window.traitOverrides.preferredContentSizeCategory = .large
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
        label.adjustsFontForContentSizeCategory = true
        label.text = "Scaled"
        window.addSubview(label)
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 20)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        #expect(abs(label.font.pointSize - 20 * 28 / 17) < 0.5, "\(label.font.pointSize)")
    }
}
