/// Smart dashes, UIKit's `UITextSmartDashesType` (stored only).
public enum UITextSmartDashesType: Int, Hashable, Sendable {
    case `default` = 0
    case no
    case yes
}
