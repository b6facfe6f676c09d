import XCTest
import UIKit
@testable import ProfileKitStrict

// The same components compiled in the Swift 6 language mode. Swift 6 holds code to UIKit's
// main-actor isolation, as Apple's SDK does: the test class is `@MainActor`. Its methods are
// `async` because swift-corelibs-xctest and SwiftPM's test discovery on Linux cannot call a
// synchronous main-actor test method (docs/THREADING.md); on iOS either form works.
@MainActor
final class StrictModeTests: XCTestCase {
    func testHeaderLaysOutAsInSwift5Mode() async {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        header.configure(name: "Grace Hopper", subtitle: "Rear admiral", badge: nil, avatar: nil)
        header.layoutIfNeeded()
        XCTAssertEqual(header.avatarView.frame, CGRect(x: 16, y: 16, width: 64, height: 64))
        XCTAssertTrue(header.badgeLabel.isHidden)
        XCTAssertEqual(header.followButton.frame.maxY, 300 - 16)
    }

    func testDrawingHelpersNeedNoMainActor() async {
        // A nonisolated task: Swift 6 accepts these calls there because the SDK declares
        // image renderers, paths, colors, fonts and layers nonisolated.
        let size = await Task.detached { () -> CGSize in
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            CardShadow().apply(to: layer)
            return AvatarRenderer(diameter: 30).image(for: "Grace Hopper").size
        }.value
        XCTAssertEqual(size, CGSize(width: 30, height: 30))
    }
}
