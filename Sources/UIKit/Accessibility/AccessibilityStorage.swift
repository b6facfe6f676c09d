/// The accessibility values a view keeps beyond the common ones (which `UIView` stores
/// itself), in one value so a view pays for them in one field.
struct AccessibilityStorage {
    var customActions: [UIAccessibilityCustomAction]?
    var respondsToUserInteraction = false
    var userInputLabels: [String]?
    var containerType = UIAccessibilityContainerType.none
    var navigationStyle = UIAccessibilityNavigationStyle.automatic
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var textualContext: UIAccessibilityTextualContext?
    var ignoresInvertColors = false
}
