/// The status bar's content color, UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Hashable, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
