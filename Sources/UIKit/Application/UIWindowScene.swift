/// A window scene, UIKit's `UIWindowScene`: windows made for one take the screen's size.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    open var screen: UIScreen { UIScreen.main }
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }
}
