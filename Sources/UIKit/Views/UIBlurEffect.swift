/// A blur, UIKit's `UIBlurEffect` (not drawn in renders; see `UIVisualEffect`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The material blurred behind the content.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.hashValue }

    /// The materials of a blur, UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Hashable, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}
