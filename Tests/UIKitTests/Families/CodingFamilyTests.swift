import Foundation
import Testing
import UIKit

/// Views made with `init?(coder:)` from Foundation's keyed archiver: UIKit's keys for the
/// view's basics, the component's own keys, and UIKit's geometry additions to NSCoder.
@MainActor
@Suite("NSCoder family")
struct CodingFamilyTests {
    /// A component as iOS code writes one for Interface Builder.
    final class BadgeView: UIView {
        var title = ""
        var count = 0
        var showsDot = false
        var ratio = 0.0
        var weight: Float = 0
        var padding = UIEdgeInsets.zero
        var symbol: String?

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            title = coder.decodeObject(forKey: "title") as? String ?? ""
            count = coder.decodeInteger(forKey: "count")
            showsDot = coder.decodeBool(forKey: "showsDot")
            ratio = coder.decodeDouble(forKey: "ratio")
            weight = coder.decodeFloat(forKey: "weight")
            if coder.containsValue(forKey: "padding") { padding = coder.decodeUIEdgeInsets(forKey: "padding") }
            symbol = coder.decodeObject(of: NSString.self, forKey: "symbol").map { String(describing: $0) }
        }

        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            coder.encode(title as NSString, forKey: "title")
            coder.encode(count, forKey: "count")
        }
    }

    /// An unarchiver over what `fill` encodes.
    private func coder(_ fill: (NSKeyedArchiver) -> Void) throws -> NSKeyedUnarchiver {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        fill(archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        return unarchiver
    }

    @Test("init?(coder:) reads the view's keys and the component's own values")
    func decodesComponent() throws {
        let unarchiver = try coder { archiver in
            archiver.encode(CGRect(x: 0, y: 0, width: 120, height: 44), forKey: "UIBounds")
            archiver.encode(CGPoint(x: 80, y: 42), forKey: "UICenter")
            archiver.encode(7, forKey: "UITag")
            archiver.encode(true, forKey: "UIClipsToBounds")
            archiver.encode(18, forKey: "UIAutoresizingMask")
            archiver.encode("受信箱" as NSString, forKey: "title")
            archiver.encode(12, forKey: "count")
            archiver.encode(true, forKey: "showsDot")
            archiver.encode(0.75, forKey: "ratio")
            archiver.encode(Float(2.5), forKey: "weight")
            archiver.encode(UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), forKey: "padding")
            archiver.encode("star" as NSString, forKey: "symbol")
        }
        let badge = try #require(BadgeView(coder: unarchiver))
        #expect(badge.frame == CGRect(x: 20, y: 20, width: 120, height: 44))
        #expect(badge.tag == 7)
        #expect(badge.clipsToBounds)
        #expect(badge.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(!badge.isHidden && badge.autoresizesSubviews)
        #expect(badge.title == "受信箱")
        #expect(badge.count == 12 && badge.showsDot && badge.ratio == 0.75 && badge.weight == 2.5)
        #expect(badge.padding == UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        #expect(badge.symbol == "star")
        #expect(unarchiver.containsValue(forKey: "title") && !unarchiver.containsValue(forKey: "subtitle"))
    }

    @Test("A coder without UIKit's keys leaves the defaults; a view encodes and decodes itself")
    func roundTrip() throws {
        let plain = try #require(UIView(coder: try coder { _ in }))
        #expect(plain.frame == .zero && plain.alpha == 1 && !plain.clipsToBounds)
        let badge = BadgeView(frame: CGRect(x: 10, y: 30, width: 64, height: 24))
        badge.tag = 3
        badge.isHidden = true
        badge.title = "New"
        badge.count = 5
        let copy = try #require(BadgeView(coder: try coder { badge.encode(with: $0) }))
        #expect(copy.frame == badge.frame)
        #expect(copy.tag == 3 && copy.isHidden)
        #expect(copy.title == "New" && copy.count == 5)
        let label = try #require(UILabel(coder: try coder { $0.encode(CGRect(x: 0, y: 0, width: 50, height: 20), forKey: "UIBounds") }))
        #expect(label.bounds.size == CGSize(width: 50, height: 20))
    }

    @Test("UIKit's geometry strings and coder additions read back what they write")
    func geometryStrings() throws {
        #expect(NSCoder.string(for: CGRect(x: 0, y: 0.5, width: 100, height: 50)) == "{{0, 0.5}, {100, 50}}")
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.cgAffineTransform(for: NSCoder.string(for: CGAffineTransform(scaleX: 2, y: -1))) == CGAffineTransform(scaleX: 2, y: -1))
        #expect(NSCoder.cgPoint(for: "{-3.5, 1e2}") == CGPoint(x: -3.5, y: 100))
        let unarchiver = try coder { archiver in
            archiver.encode(CGAffineTransform(translationX: 5, y: 6), forKey: "t")
            archiver.encode(CGVector(dx: 1, dy: -1), forKey: "v")
            archiver.encode(UIOffset(horizontal: 2, vertical: 3), forKey: "o")
            archiver.encode(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), forKey: "d")
            archiver.encode(CGSize(width: 7, height: 8), forKey: "s")
        }
        #expect(unarchiver.decodeCGAffineTransform(forKey: "t") == CGAffineTransform(translationX: 5, y: 6))
        #expect(unarchiver.decodeCGAffineTransform(forKey: "missing") == .identity)
        #expect(unarchiver.decodeCGVector(forKey: "v") == CGVector(dx: 1, dy: -1))
        #expect(unarchiver.decodeUIOffset(forKey: "o") == UIOffset(horizontal: 2, vertical: 3))
        #expect(unarchiver.decodeDirectionalEdgeInsets(forKey: "d") == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(unarchiver.decodeCGSize(forKey: "s") == CGSize(width: 7, height: 8))
    }
}
