import Foundation
import InterfaceBuilder
import UIKit

/// Lays a document's view out as a device shows it (an iPhone 15 screen, 393 × 852 with its
/// safe area), for comparing frames with those the document stores.
@MainActor
enum DocumentLayout {
    /// The iPhone 15 upright: the screen `retina6_12` documents are saved for.
    static func iPhone15<T>(_ body: () throws -> T) rethrows -> T {
        try on(CGSize(width: 393, height: 852), top: 59, bottom: 34, scale: 3, statusBar: 54, body)
    }

    /// An iPhone 8 upright (375 × 667, the 20-point status bar): the screen `retina4_7`
    /// documents are saved for.
    static func iPhone8<T>(_ body: () throws -> T) rethrows -> T {
        try on(CGSize(width: 375, height: 667), top: 20, bottom: 0, scale: 2, statusBar: 20, body)
    }

    /// Runs `body` on an upright phone screen of `size` with that safe area and scale.
    private static func on<T>(_ size: CGSize, top: CGFloat, bottom: CGFloat, scale: CGFloat, statusBar: CGFloat,
                              _ body: () throws -> T) rethrows -> T {
        let traits = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .regular
            traits.displayScale = scale
        }
        let screen = UIScreen(size: size, safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                              traits: traits, statusBarHeight: statusBar, topInsetIsStatusBar: bottom == 0)
        return try UIScreen.withMain(screen, body)
    }

    /// Shows `view` as a screen's root view in a window and lays it out.
    static func show(_ view: UIView) -> UIWindow {
        let controller = UIViewController()
        controller.view = view
        return show(controller)
    }

    /// Shows `controller` in a window the size of the screen and lays it out.
    static func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Every view under `element` (not itself) with its stored frame, by id.
    static func storedFrames(under element: IBElement) -> [(id: String, frame: CGRect)] {
        element.descendantsAndSelf.dropFirst().compactMap { child in
            guard let id = child.id, NibClassesForTests.isView(child.name),
                  let rect = child.child(key: "frame", named: "rect").flatMap(IBRectValue.init) else { return nil }
            return (id, CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
        }
    }
}

/// The element names of views in the fixtures.
enum NibClassesForTests {
    static func isView(_ name: String) -> Bool {
        ["view", "imageView", "stackView", "label", "button", "containerView"].contains(name)
    }
}
