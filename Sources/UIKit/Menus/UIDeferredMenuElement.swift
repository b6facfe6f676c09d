/// A menu element whose items are provided later, when the menu opens, UIKit's
/// `UIDeferredMenuElement`. Menus do not open in renders, so the provider is kept, not
/// called; `elements(_:)` (package) asks it, for tests.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The closure that provides the elements, handing them to its completion.
    public typealias Provider = (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: Provider
    /// Whether the provider is asked every time the menu opens (iOS 15's `uncached`).
    package let isUncached: Bool

    /// A deferred element asking `elementProvider` once, when its menu first opens.
    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        isUncached = false
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping Provider) {
        provider = elementProvider
        isUncached = true
        super.init(title: "", image: nil)
    }

    /// A deferred element asking `elementProvider` every time its menu opens.
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider and hands what it provides to `completion`.
    package func elements(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        provider(completion)
    }
}
