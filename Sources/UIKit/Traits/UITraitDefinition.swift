/// A trait a trait collection can carry, UIKit's `UITraitDefinition` (iOS 17): the system's
/// traits and a team's own are all defined this way.
public protocol UITraitDefinition {
    associatedtype Value
    /// The value when nothing sets the trait.
    static var defaultValue: Value { get }
    /// A unique, stable identifier.
    static var identifier: String { get }
    /// A readable name.
    static var name: String { get }
    /// Whether colors may look different when the trait changes.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes a list of them.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}

/// The display's scale.
public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}

/// The horizontal size class.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The preferred text size.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
}

/// The layout direction.
public struct UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// The device idiom.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// Increased contrast.
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
}

/// Bold text.
public struct UITraitLegibilityWeight: UITraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
}

/// Base or elevated content.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
}

/// The display's gamut.
public struct UITraitDisplayGamut: UITraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
}

/// The language text is typeset in when it does not say (iOS 17): Japanese text in a `ja`
/// environment takes Japanese glyph forms.
public struct UITraitTypesettingLanguage: UITraitDefinition {
    public static let defaultValue: Locale.Language? = nil
}
