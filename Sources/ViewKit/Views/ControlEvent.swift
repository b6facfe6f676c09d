extension Control {
    /// Events a control sends actions for, UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 1)
        public static let touchCancel = Event(rawValue: 1 << 2)
        public static let valueChanged = Event(rawValue: 1 << 3)
        public static let primaryActionTriggered = Event(rawValue: 1 << 4)
    }
}
