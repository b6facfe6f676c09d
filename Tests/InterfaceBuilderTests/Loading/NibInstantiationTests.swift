import Foundation
import Testing
import UIKit

/// `UINib` making a xib's objects as iOS does: the view tree with its attributes, the
/// constraints Interface Builder wrote (laid out, they give the frames the document stores),
/// runtime attributes set by key path, and the reports for what cannot be made.
@MainActor
@Suite("UINib instantiation")
struct NibInstantiationTests {
    /// The fixtures folder as a bundle (a team's resource bundle stands in the same place).
    static var fixtures: Bundle {
        get throws {
            let url = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures"))
            return try #require(Bundle(url: url))
        }
    }

    @Test("The tab button xib: the view tree, attributes and text as the document says")
    func tabButtonTree() throws {
        let objects = UINib(nibName: "TabBarButton", bundle: try Self.fixtures).instantiate(withOwner: nil, options: nil)
        #expect(objects.count == 1)
        let root = try #require(objects.first as? UIView)
        #expect(root.bounds.size == CGSize(width: 80, height: 56))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        let icon = try #require(root.subviews.first as? UIImageView)
        let labels = root.subviews.compactMap { $0 as? UILabel }
        #expect(root.subviews.count == 3 && labels.count == 2)
        #expect(icon.contentMode == .scaleAspectFit && icon.clipsToBounds && !icon.isUserInteractionEnabled)
        #expect(!icon.translatesAutoresizingMaskIntoConstraints)
        #expect(icon.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        let title = labels[0]
        #expect(title.text == "ホーム")
        #expect(title.textAlignment == .center)
        #expect(title.adjustsFontForContentSizeCategory)
        #expect(title.font == UIFont.preferredFont(forTextStyle: .caption2))
        let badge = labels[1]
        #expect(badge.isHidden && badge.text == "3")
        #expect(badge.font == UIFont.systemFont(ofSize: 12, weight: .semibold))
        #expect(badge.layer.cornerRadius == 9)
        let background = try #require(badge.backgroundColor?.cgColor.components)
        #expect(abs(background[0] - 1) < 0.001 && abs(background[1] - 0.2314) < 0.001)
    }

    @Test("Laid out at the stored size, the constraints give the icon the frame the document stores")
    func tabButtonFrames() throws {
        let root = try #require(UINib(nibName: "TabBarButton", bundle: try Self.fixtures).instantiate(withOwner: nil).first as? UIView)
        root.layoutIfNeeded()
        let icon = root.subviews[0]
        #expect(icon.frame == CGRect(x: 28, y: 6, width: 24, height: 24))
        let title = root.subviews[1]
        #expect(title.frame.minX == 0 && title.frame.width == 80 && title.frame.minY == 34)
    }

    @Test("A nib that is not there: no objects, and the reason names the file and what to do")
    func missingNib() throws {
        let nib = UINib(nibName: "NoSuchNib", bundle: try Self.fixtures)
        #expect(nib.instantiate(withOwner: nil).isEmpty)
    }
}
