/// An item of a bar, UIKit's `UIBarItem`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    @exclusivity(unchecked) open var image: UIImage?
    @exclusivity(unchecked) open var landscapeImagePhone: UIImage?
    @exclusivity(unchecked) open var largeContentSizeImage: UIImage?
    @exclusivity(unchecked) open var imageInsets = UIEdgeInsets.zero
    @exclusivity(unchecked) open var isEnabled = true
    @exclusivity(unchecked) open var tag = 0
    open var accessibilityLabel: String?
    open var accessibilityIdentifier: String?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
