/// The animation of a presentation, UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
