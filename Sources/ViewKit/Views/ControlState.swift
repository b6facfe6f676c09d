extension Control {
    /// A control's state, UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)

        public var description: String {
            var names: [String] = []
            if contains(.highlighted) { names.append("highlighted") }
            if contains(.disabled) { names.append("disabled") }
            if contains(.selected) { names.append("selected") }
            return names.isEmpty ? "normal" : names.joined(separator: "+")
        }
    }
}
