import XCTest
import UIKit
@testable import ProfileKit

final class ProfileViewControllerTests: XCTestCase {
    func testLoadingTheViewBuildsTheScreen() {
        let controller = ProfileViewController(name: "Ada")
        XCTAssertFalse(controller.isViewLoaded)
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(controller.header.isDescendant(of: controller.view))
        XCTAssertEqual(controller.title, "Ada")
        XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.title, "Follow")
    }

    func testInANavigationControllerTheHeaderSitsUnderTheBar() {
        let controller = ProfileViewController(name: "Ada")
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()

        XCTAssertTrue(window.isKeyWindow)
        XCTAssertIdentical(controller.view.window, window)
        XCTAssertIdentical(navigation.topViewController, controller)
        XCTAssertIdentical(controller.navigationController, navigation)
        XCTAssertEqual(controller.view.frame.width, 390)
        // The header starts at the top of the safe area, which the navigation bar extends.
        let top = controller.view.safeAreaInsets.top
        XCTAssertGreaterThan(top, 0)
        XCTAssertEqual(controller.header.frame.minY, top, accuracy: 0.001)
        XCTAssertEqual(controller.header.frame.width, 390)
        XCTAssertEqual(controller.scrollView.frame.minY, controller.header.frame.maxY, accuracy: 0.001)
        XCTAssertEqual(controller.scrollView.frame.maxY, 844, accuracy: 0.001)
    }

    func testPushingAndPopping() {
        let root = ProfileViewController(name: "Root")
        let navigation = UINavigationController(rootViewController: root)
        let detail = ProfileViewController(name: "Detail")
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertIdentical(navigation.topViewController, detail)
        let popped = navigation.popViewController(animated: false)
        XCTAssertIdentical(popped, detail)
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testBioScrollsWhenLongerThanTheScreen() {
        let controller = ProfileViewController(name: "Ada")
        controller.loadViewIfNeeded()
        controller.bioLabel.text = String(repeating: "Ada Lovelace wrote the first published algorithm. ", count: 80)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        let scroll = controller.scrollView
        XCTAssertEqual(controller.bioLabel.frame.minX, 16, accuracy: 0.001)
        XCTAssertEqual(controller.bioLabel.frame.width, 375 - 32, accuracy: 0.001)
        XCTAssertGreaterThan(scroll.contentSize.height, scroll.bounds.height)
        XCTAssertEqual(scroll.contentSize.height, controller.bioLabel.frame.maxY + 16, accuracy: 0.001)
    }

    func testFollowToggles() {
        let controller = ProfileViewController(name: "Ada")
        controller.loadViewIfNeeded()
        controller.toggleFollow()
        XCTAssertTrue(controller.isFollowing)
        XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.title, "Following")
        controller.toggleFollow()
        XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.title, "Follow")
    }
}
