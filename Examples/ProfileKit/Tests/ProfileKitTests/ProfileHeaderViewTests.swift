import XCTest
import UIKit
@testable import ProfileKit

// Swift 5 language mode, as most UIKit test suites still are: a plain XCTestCase whose
// synchronous methods make views, lay them out and check frames. Apple's SDK compiles this
// file with no diagnostic; so must ComponentCatalog's UIKit on Linux.
final class ProfileHeaderViewTests: XCTestCase {
    var header: ProfileHeaderView!

    override func setUp() {
        super.setUp()
        header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        header.configure(name: "Ada Lovelace", subtitle: "Analyst", badge: "PRO", avatar: nil)
    }

    override func tearDown() {
        header = nil
        super.tearDown()
    }

    private func layOut() {
        let size = header.systemLayoutSizeFitting(
            CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()
    }

    func testAvatarSitsInTheTopLeadingCornerAtItsSize() {
        layOut()
        XCTAssertEqual(header.avatarView.frame, CGRect(x: 16, y: 16, width: 64, height: 64))
        XCTAssertEqual(header.avatarView.layer.cornerRadius, 32)
    }

    func testTextStartsTwelvePointsAfterTheAvatar() {
        layOut()
        let name = header.nameLabel.convert(header.nameLabel.bounds, to: header)
        XCTAssertEqual(name.minX, 16 + 64 + 12)
        XCTAssertEqual(name.minY, 16)
        XCTAssertEqual(name.height, header.nameLabel.intrinsicContentSize.height, accuracy: 0.001)
        XCTAssertGreaterThan(name.width, 0)
    }

    func testBadgeFollowsTheSubtitleAndIsACapsule() {
        layOut()
        let subtitle = header.subtitleLabel.convert(header.subtitleLabel.bounds, to: header)
        let badge = header.badgeLabel.convert(header.badgeLabel.bounds, to: header)
        XCTAssertEqual(badge.minY, subtitle.maxY + 4, accuracy: 0.001)
        XCTAssertEqual(badge.width, header.badgeLabel.intrinsicContentSize.width, accuracy: 0.001)
        XCTAssertEqual(badge.height, header.badgeLabel.intrinsicContentSize.height, accuracy: 0.001)
        XCTAssertEqual(header.badgeLabel.layer.cornerRadius, badge.height / 2, accuracy: 0.001)
    }

    func testHidingTheBadgeClosesItsGap() {
        layOut()
        let withBadge = header.bounds.height
        header.configure(name: "Ada Lovelace", subtitle: "Analyst", badge: nil, avatar: nil)
        layOut()
        XCTAssertTrue(header.badgeLabel.isHidden)
        // The follow button sits under the avatar once the text is shorter than it.
        let button = header.followButton.frame
        XCTAssertEqual(button.minY, 16 + 64 + 12)
        XCTAssertLessThanOrEqual(header.bounds.height, withBadge)
        XCTAssertEqual(header.bounds.height, button.maxY + 16)
    }

    func testLongSubtitlesWrapInsteadOfWidening() {
        header.configure(name: "Ada Lovelace",
                         subtitle: "Mathematician and writer, chiefly known for her work on Charles Babbage's proposed mechanical general-purpose computer",
                         badge: "PRO", avatar: nil)
        layOut()
        let subtitle = header.subtitleLabel.convert(header.subtitleLabel.bounds, to: header)
        XCTAssertLessThanOrEqual(subtitle.maxX, 375 - 16)
        let lineHeight = header.subtitleLabel.font.lineHeight
        XCTAssertGreaterThan(subtitle.height, lineHeight * 1.5, "the subtitle should wrap onto more than one line")
    }

    func testFollowButtonIsAPillOfItsTitle() {
        layOut()
        let button = header.followButton
        XCTAssertEqual(button.frame.height, 44)
        XCTAssertEqual(button.frame.width, ceil(button.titleLabel!.intrinsicContentSize.width) + 32)
        XCTAssertEqual(button.frame.minX, 16 + 64 + 12)
        XCTAssertEqual(button.layer.cornerRadius, 22)
    }

    func testPressingDimsTheButton() {
        let button = PillButton(type: .custom)
        button.isHighlighted = true
        // alpha is kept as the layer's Float opacity, on iOS too: 0.6 reads back as 0.6000000238.
        XCTAssertEqual(button.alpha, 0.6, accuracy: 0.0001)
        button.isHighlighted = false
        XCTAssertEqual(button.alpha, 1)
    }

    func testTappingFollowRunsItsAction() {
        var follows = 0
        header.followButton.addAction(UIAction { _ in follows += 1 }, for: .touchUpInside)
        header.followButton.sendActions(for: .touchUpInside)
        header.followButton.sendActions(for: .touchDown)
        XCTAssertEqual(follows, 1)
    }
}
