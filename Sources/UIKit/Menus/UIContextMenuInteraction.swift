import Foundation

/// Shows a context menu on a long press, UIKit's `UIContextMenuInteraction`. Nothing is
/// pressed in a render, so no menu shows and the delegate is not asked; the interaction is
/// kept on its view for code and tests that read it.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate that provides the menu.
    @exclusivity(unchecked) open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is added to.
    @exclusivity(unchecked) open private(set) weak var view: UIView?
    /// How the menu appears: unknown while none shows.
    @exclusivity(unchecked) open private(set) var menuAppearance = Appearance.unknown

    /// An interaction asking `delegate` for its menu.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Where the interaction's touch is in `view`: the origin (no touch here).
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// Changes the menu on screen (none shows here).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}

    /// Dismisses the menu on screen (none shows here).
    open func dismissMenu() {}

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}

    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// How a context menu appears, UIKit's `UIContextMenuInteraction.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        case unknown, rich, compact
    }
}

/// What a context menu interaction asks and tells, UIKit's
/// `UIContextMenuInteractionDelegate`; only the configuration is required.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a press at `location`; nil shows none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The view to lift while the menu shows (nil: the interaction's view).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The view the menu shrinks back to (nil: the interaction's view).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The menu is about to go.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
}

/// The animator of a context menu's appearance, UIKit's
/// `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, if the menu has one.
    var previewViewController: UIViewController? { get }
    /// Adds animations run alongside.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure run when the animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}
