/// A tab beside a variant's screen in `CatalogVariant.inTabBarController(_:)`: a sibling
/// with a title and image, a sibling controller the catalog builds, or the place of the
/// variant's own screen (`.subject`).
public struct CatalogTab: Sendable {
    enum Content: Sendable {
        case subject
        case item(title: String, image: UIImage?, selectedImage: UIImage?)
        case controller(@MainActor @Sendable () -> UIViewController)
    }

    let content: Content

    /// A sibling tab titled `title` with `image` (an empty screen behind it).
    public init(_ title: String, image: UIImage? = nil, selectedImage: UIImage? = nil) {
        content = .item(title: title, image: image, selectedImage: selectedImage)
    }

    private init(content: Content) {
        self.content = content
    }

    /// Where the variant's own screen goes among the tabs (first when the list has none).
    public static let subject = CatalogTab(content: .subject)

    /// A sibling tab showing the controller `make` builds (its `tabBarItem` names the tab).
    public static func controller(_ make: @escaping @MainActor @Sendable () -> UIViewController) -> CatalogTab {
        CatalogTab(content: .controller(make))
    }

    /// The controller of a sibling tab.
    @MainActor
    func makeSibling() -> UIViewController? {
        switch content {
        case .subject:
            return nil
        case let .item(title, image, selectedImage):
            let controller = UIViewController()
            controller.title = title
            controller.tabBarItem = UITabBarItem(title: title, image: image, selectedImage: selectedImage)
            return controller
        case let .controller(make):
            return make()
        }
    }
}
