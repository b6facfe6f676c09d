import Foundation

/// The closure that makes a context menu from the suggested elements, UIKit's
/// `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// The closure that makes a context menu's preview, UIKit's
/// `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows, UIKit's `UIContextMenuConfiguration`. Context menus are not shown
/// in renders; the providers are kept (package `menu(suggesting:)` asks the action provider,
/// for tests).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// An identifier the delegate recognises the configuration by.
    @exclusivity(unchecked) open private(set) var identifier: NSCopying
    /// The order of the menu's elements (iOS 16).
    @exclusivity(unchecked) open var preferredMenuElementOrder = ElementOrder.automatic
    private let previewProvider: UIContextMenuContentPreviewProvider?
    private let actionProvider: UIContextMenuActionProvider?

    /// A configuration with an identifier and providers for the preview and the menu.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the action provider makes from `suggestedActions`.
    package func menu(suggesting suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        actionProvider?(suggestedActions)
    }

    /// The view controller the preview provider makes.
    package func preview() -> UIViewController? {
        previewProvider?()
    }

    /// The order of a context menu's elements, UIKit's
    /// `UIContextMenuConfiguration.ElementOrder`.
    public enum ElementOrder: Int, Hashable, Sendable {
        case automatic, priority, fixed
    }
}
