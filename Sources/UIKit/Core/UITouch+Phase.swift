extension UITouch {
    /// The stages of a touch, UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move since the last event.
        case stationary
        /// The finger left the screen.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered the window (no button pressed).
        case regionEntered
        /// A pointer moved within the window.
        case regionMoved
        /// A pointer left the window.
        case regionExited
    }
}
