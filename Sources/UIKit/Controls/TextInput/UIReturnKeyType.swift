/// The return key's title, UIKit's `UIReturnKeyType` (stored only).
public enum UIReturnKeyType: Int, Hashable, Sendable {
    case `default` = 0
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}
