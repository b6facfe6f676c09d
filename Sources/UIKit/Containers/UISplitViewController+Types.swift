extension UISplitViewController {
    /// How many columns a split view controller shows, UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// The classic interface of iOS 13 and earlier: a primary and a secondary controller
        /// given through `viewControllers`, no column API.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column of a column-style split view, UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Hashable, Sendable {
        /// The leading column (a sidebar).
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The content column.
        case secondary = 2
        /// The controller shown instead of the columns while the split view is collapsed.
        case compact = 3
    }

    /// How the expanded columns are arranged, UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Hashable, Sendable {
        /// The split view controller chooses (never reported by `displayMode`).
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// One sidebar beside the secondary column.
        case oneBesideSecondary = 2
        /// One sidebar over the secondary column, which keeps the whole width.
        case oneOverSecondary = 3
        /// Two sidebars beside the secondary column.
        case twoBesideSecondary = 4
        /// Two sidebars over the secondary column.
        case twoOverSecondary = 5
        /// Two sidebars that push the secondary column partly off screen, dimmed.
        case twoDisplaceSecondary = 6

        /// The primary column is hidden (deprecated: `secondaryOnly`).
        @available(iOS, deprecated: 14.0, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// Primary and secondary side by side (deprecated: `oneBesideSecondary`).
        @available(iOS, deprecated: 14.0, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The primary over the secondary (deprecated: `oneOverSecondary`).
        @available(iOS, deprecated: 14.0, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How the sidebars relate to the secondary column, UIKit's
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Hashable, Sendable {
        /// The split view controller chooses (never reported by `splitBehavior`).
        case automatic = 0
        /// Sidebars and secondary column side by side.
        case tile = 1
        /// Sidebars over the secondary column.
        case overlay = 2
        /// Sidebars push the secondary column partly off screen.
        case displace = 3
    }

    /// The effect behind the primary column, UIKit's `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Hashable, Sendable {
        /// No effect.
        case none = 0
        /// A blurred sidebar material (only on macOS; no effect in iOS, as Apple documents).
        case sidebar = 1
    }

    /// The side the primary column sits on, UIKit's `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Hashable, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// When the display mode button shows, UIKit's
    /// `UISplitViewController.DisplayModeButtonVisibility`.
    public enum DisplayModeButtonVisibility: Int, Hashable, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    /// The value that asks for the default of a width property.
    nonisolated public static let automaticDimension: CGFloat = -1
}
