/// What a constraint relates, UIKit's `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// For a constraint to a constant (`width == 40`).
    case notAnAttribute
}
