/// How an assistive technology presents a container's elements, UIKit's
/// `UIAccessibilityContainerType`.
public enum UIAccessibilityContainerType: Int, Hashable, Sendable {
    case none = 0, dataTable, list, landmark, semanticGroup
}
