import Foundation

/// An accessible part of a view that is not a view itself (a chart's bar, a cell of a custom
/// grid), UIKit's `UIAccessibilityElement`. A container view lists its elements in
/// `accessibilityElements`; an element placed with `accessibilityFrameInContainerSpace`
/// reports its screen frame from its container's position, as on iOS.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject, UIAccessibilityIdentification {
    /// An element inside `container` (a view, or another element; held weakly).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The view or element that contains this element.
    @exclusivity(unchecked) open weak var accessibilityContainer: AnyObject?

    /// Whether assistive technologies see the element (false until set).
    @exclusivity(unchecked) open var isAccessibilityElement = false
    /// The element's name.
    open var accessibilityLabel: String?
    /// What happens when the element is activated.
    open var accessibilityHint: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// What the element is and does.
    @exclusivity(unchecked) open var accessibilityTraits = UIAccessibilityTraits.none
    /// The string that identifies the element to test automation.
    open var accessibilityIdentifier: String?
    /// The language the label and value are spoken in.
    open var accessibilityLanguage: String?
    /// Actions offered besides activation.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Whether the element responds to touches (false until set).
    @exclusivity(unchecked) open var accessibilityRespondsToUserInteraction = false
    /// The kind of container the element is for its own elements.
    @exclusivity(unchecked) open var accessibilityContainerType = UIAccessibilityContainerType.none
    /// The element's own elements, when it contains others.
    open var accessibilityElements: [Any]?
    /// Whether the element's own elements are hidden from assistive technologies.
    @exclusivity(unchecked) open var accessibilityElementsHidden = false
    /// A path outlining the element, in screen coordinates.
    @exclusivity(unchecked) open var accessibilityPath: UIBezierPath?

    /// The label with attributes; kept in step with `accessibilityLabel`.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }

    /// The hint with attributes; kept in step with `accessibilityHint`.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }

    /// The value with attributes; kept in step with `accessibilityValue`.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }

    /// Words a user can say to activate the element (Voice Control): the label when none set.
    open var accessibilityUserInputLabels: [String]! {
        get { storedUserInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { storedUserInputLabels = newValue }
    }
    private var storedUserInputLabels: [String]?

    /// The element's rectangle in its container's coordinates; when set, `accessibilityFrame`
    /// follows the container wherever it moves.
    @exclusivity(unchecked) open var accessibilityFrameInContainerSpace = CGRect.zero {
        didSet { framesFromContainer = true }
    }
    @exclusivity(unchecked) private var framesFromContainer = false

    /// The element's rectangle in screen coordinates: converted from
    /// `accessibilityFrameInContainerSpace` when that was set and the container is a view,
    /// else as set.
    open var accessibilityFrame: CGRect {
        get {
            if framesFromContainer, let view = accessibilityContainer as? UIView {
                return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
            }
            return storedFrame
        }
        set {
            storedFrame = newValue
            framesFromContainer = false
        }
    }
    @exclusivity(unchecked) private var storedFrame = CGRect.zero

    /// The point activated on a double tap: the frame's center unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { storedActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { storedActivationPoint = newValue }
    }
    @exclusivity(unchecked) private var storedActivationPoint: CGPoint?

    /// Performs the element's default action; false: none (override to handle it).
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value (override to handle it).
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value (override to handle it).
    open func accessibilityDecrement() {}
    /// Scrolls in `direction`; false: not handled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal view; false: not handled.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the app's most important action; false: not handled.
    open func accessibilityPerformMagicTap() -> Bool { false }
}
