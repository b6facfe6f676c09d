extension StackView {
    /// How arranged views share the stack's length, UIKit's `UIStackView.Distribution`.
    public enum Distribution: String, Hashable, Sendable, CaseIterable, Codable {
        /// Natural sizes; the least hugging view takes what is left over, the least
        /// compression-resistant gives up what is missing.
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' natural lengths.
        case fillProportionally
        /// Natural sizes with equal space between them (`spacing` at least).
        case equalSpacing
        /// Natural sizes with their centres equally far apart.
        case equalCentering
    }

    /// How arranged views sit across the stack, UIKit's `UIStackView.Alignment`.
    public enum Alignment: String, Hashable, Sendable, CaseIterable, Codable {
        /// Stretched across.
        case fill
        /// At the start: left in a vertical stack, top in a horizontal one.
        case leading
        case center
        /// At the end: right in a vertical stack, bottom in a horizontal one.
        case trailing
        /// First baselines in line (horizontal stacks).
        case firstBaseline
        /// Last baselines in line (horizontal stacks).
        case lastBaseline

        /// UIKit's name for `leading` in a horizontal stack.
        public static let top = Alignment.leading
        /// UIKit's name for `trailing` in a horizontal stack.
        public static let bottom = Alignment.trailing
    }
}
