/// Smart spacing on insert and delete, UIKit's `UITextSmartInsertDeleteType` (stored only).
public enum UITextSmartInsertDeleteType: Int, Hashable, Sendable {
    case `default` = 0
    case no
    case yes
}
