import Foundation

/// What content insets are measured from, UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// The system's choice: for a section, its layout's reference.
    case automatic = 0
    /// The content area itself.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}
