import UIKit

/// The design system's icons: vector template images in the asset catalog, tinted by the
/// view that shows them.
public enum Icon: String, CaseIterable {
    case home
    case map
    case bookmark
    case person

    /// The icon's image.
    public var image: UIImage? {
        UIImage(named: rawValue, in: .module, compatibleWith: nil)
    }
}
