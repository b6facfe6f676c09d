/// An item of a menu, UIKit's `UIMenuElement`: an action or a submenu.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    open var title: String
    open var subtitle: String?
    @exclusivity(unchecked) open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// Whether an element shows a checkmark, UIKit's `UIMenuElement.State`.
    public enum State: Int, Hashable, Sendable {
        case off, on, mixed
    }

    /// How an element looks and behaves, UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
