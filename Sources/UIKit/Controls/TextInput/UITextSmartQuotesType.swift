/// Smart quotes, UIKit's `UITextSmartQuotesType` (stored only).
public enum UITextSmartQuotesType: Int, Hashable, Sendable {
    case `default` = 0
    case no
    case yes
}
