/// What a custom detent's resolver is given, UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can have: the full-height sheet's height within its safe
    /// area (what the large detent resolves to).
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(traits: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = traits
        self.maximumDetentValue = maximumDetentValue
    }
}
