import Foundation

/// A transition between two controllers of a storyboard, UIKit's `UIStoryboardSegue`:
/// `prepare(for:sender:)` receives it before `perform()` shows the destination.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    @exclusivity(unchecked) open private(set) var source: UIViewController
    /// The controller the segue shows.
    @exclusivity(unchecked) open private(set) var destination: UIViewController
    private var performHandler: (() -> Void)?

    /// A segue from `source` to `destination`; `perform()` does nothing unless a subclass
    /// overrides it.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination: what the segue's kind does (push, present, embed, ...).
    open func perform() {
        performHandler?()
    }
}
