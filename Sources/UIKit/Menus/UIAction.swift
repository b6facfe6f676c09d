/// The closure an action runs, UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and image that a control or menu runs, UIKit's `UIAction`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    open var identifier: Identifier
    open var discoverabilityTitle: String?
    @exclusivity(unchecked) open var attributes: UIMenuElement.Attributes
    @exclusivity(unchecked) open var state: UIMenuElement.State
    /// The control that sent the action, while its handler runs.
    open private(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(rawValue: "action-\(ActionIdentifierCounter.next())")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Runs the handler with `sender` as the sender.
    package func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    /// An action's identity, UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let pasteAndGo = Identifier("com.apple.UIKit.pasteAndGo")
        public static let pasteAndMatchStyle = Identifier("com.apple.UIKit.pasteAndMatchStyle")
        public static let pasteAndSearch = Identifier("com.apple.UIKit.pasteAndSearch")
    }
}

/// Numbers actions made without an identifier.
enum ActionIdentifierCounter {
    nonisolated(unsafe) private static var last = 0
    private static let lock = NSLock()

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
