import UIKit

/// The design system's colors, each with a light and a dark value in the asset catalog.
/// Components take their colors from here; screens never pick colors themselves.
public enum ColorTokens {
    /// The brand color of primary actions.
    public static var primary: UIColor { named("Primary") }
    /// Primary actions while pressed.
    public static var primaryPressed: UIColor { named("PrimaryPressed") }
    /// Primary actions that cannot be used.
    public static var primaryDisabled: UIColor { named("PrimaryDisabled") }
    /// Titles of primary actions that cannot be used.
    public static var onPrimaryDisabled: UIColor { named("OnPrimaryDisabled") }
    /// Text and icons on the primary color.
    public static var onPrimary: UIColor { named("OnPrimary") }
    /// Titles and body text.
    public static var textPrimary: UIColor { named("TextPrimary") }
    /// Supporting text.
    public static var textSecondary: UIColor { named("TextSecondary") }
    /// Screen backgrounds.
    public static var background: UIColor { named("Background") }
    /// Cards and grouped content.
    public static var surface: UIColor { named("Surface") }
    /// Borders and frames around content (the map's inset).
    public static var border: UIColor { textSecondary }
    /// The scrim that dims content under a menu.
    public static var scrim: UIColor { named("Scrim") }
    /// Behind video and other media, in both appearances.
    public static var media: UIColor { named("Media") }
    /// Icons over media.
    public static var onMedia: UIColor { .white }
    /// Translucent panels over media (comments over a playing video).
    public static var mediaOverlay: UIColor { named("MediaOverlay") }
    /// Land on maps.
    public static var mapLand: UIColor { named("MapLand") }
    /// Sea on maps.
    public static var mapSea: UIColor { surface }
    /// Notification badges.
    public static var badge: UIColor { named("Badge") }
    /// A selected tab's icon and title: the brand color, brighter in dark mode, where small
    /// text on the dark background needs it (4.5:1).
    public static var tabSelected: UIColor { named("TabSelected") }
    /// An unselected tab's icon and title.
    public static var tabUnselected: UIColor { named("TabUnselected") }
    /// Destructive actions (sign out, delete): a red that keeps 4.5:1 against the light and the
    /// dark backgrounds, where the system red does not in light mode.
    public static var danger: UIColor { named("Danger") }
    /// Text-styled actions (an alert's buttons, a plain button): the brand blue, lighter in
    /// dark mode so that it keeps 4.5:1 on the dark alert and list backgrounds.
    public static var link: UIColor { named("Link") }

    private static func named(_ name: String) -> UIColor {
        // A missing color shows loudly rather than passing for a real one.
        UIColor(named: name, in: .module, compatibleWith: nil) ?? .systemPink
    }
}
