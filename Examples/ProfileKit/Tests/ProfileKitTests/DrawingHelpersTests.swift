import XCTest
import UIKit
import ProfileKit

// Drawing helpers are plain values: Core Graphics, image renderers, bezier paths, colors,
// fonts and layers are not main-actor API in Apple's SDK, so a synchronous test uses them
// from any context, and so does code running off the main thread.
final class DrawingHelpersTests: XCTestCase {
    func testInitials() {
        XCTAssertEqual(AvatarRenderer.initials(of: "Ada Lovelace"), "AL")
        XCTAssertEqual(AvatarRenderer.initials(of: "grace"), "G")
        XCTAssertEqual(AvatarRenderer.initials(of: "Alan Mathison Turing"), "AM")
    }

    func testAvatarImageIsTheCircleAtItsScale() throws {
        let image = AvatarRenderer(diameter: 40, scale: 3, color: .red).image(for: "Ada Lovelace")
        XCTAssertEqual(image.size, CGSize(width: 40, height: 40))
        XCTAssertEqual(image.scale, 3)
        let cgImage = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(cgImage.width, 120)
        XCTAssertEqual(cgImage.height, 120)
        // Corners stay clear, the circle's edge is red, the initials are white.
        XCTAssertEqual(try pixel(cgImage, x: 1, y: 1).alpha, 0)
        let edge = try pixel(cgImage, x: 60, y: 4)
        XCTAssertEqual(edge.red, 255)
        XCTAssertEqual(edge.green, 0)
        XCTAssertEqual(edge.alpha, 255)
        var whitePixels = 0
        for y in 30..<90 { for x in 20..<100 where try pixel(cgImage, x: x, y: y).green > 200 { whitePixels += 1 } }
        XCTAssertGreaterThan(whitePixels, 100, "the initials should be drawn in white")
    }

    func testRenderingWorksOffTheMainThread() {
        let done = expectation(description: "rendered on a background queue")
        DispatchQueue.global().async {
            let image = AvatarRenderer(diameter: 24).image(for: "Off Main")
            XCTAssertEqual(image.size, CGSize(width: 24, height: 24))
            XCTAssertEqual(image.cgImage?.width, 48)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    func testCardShadowOnAPlainLayer() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        layer.cornerRadius = 12
        CardShadow().apply(to: layer)
        XCTAssertEqual(layer.shadowOpacity, 0.12)
        XCTAssertEqual(layer.shadowRadius, 8)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: 2))
        XCTAssertEqual(layer.shadowPath?.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    func testBadgeSizeIsItsTextPlusInsets() {
        let badge = BadgeLabel()
        badge.text = "NEW"
        let text = ("NEW" as NSString).size(withAttributes: [.font: badge.font!])
        // A label's intrinsic size is its text's size rounded up to whole pixels.
        let size = badge.intrinsicContentSize
        XCTAssertGreaterThanOrEqual(size.width, text.width + 16)
        XCTAssertLessThanOrEqual(size.width, ceil(text.width) + 16)
        XCTAssertGreaterThanOrEqual(size.height, text.height + 4)
        XCTAssertLessThanOrEqual(size.height, ceil(text.height) + 4)
        badge.text = nil
        XCTAssertEqual(badge.intrinsicContentSize, .zero)
    }

    private func pixel(_ image: CGImage, x: Int, y: Int) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        var bytes = [UInt8](repeating: 0, count: 4)
        let context = try XCTUnwrap(CGContext(data: &bytes, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.draw(image, in: CGRect(x: -x, y: y - image.height + 1, width: image.width, height: image.height))
        return (bytes[0], bytes[1], bytes[2], bytes[3])
    }
}

final class GradientBackgroundViewTests: XCTestCase {
    func testGradientFollowsTheViewsSize() {
        let view = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layoutIfNeeded()
        XCTAssertEqual(view.backgroundGradient.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.frame.size = CGSize(width: 320, height: 80)
        view.layoutIfNeeded()
        XCTAssertEqual(view.backgroundGradient.frame, CGRect(x: 0, y: 0, width: 320, height: 80))
        XCTAssertEqual(view.backgroundGradient.colors?.count, 2)
    }
}
