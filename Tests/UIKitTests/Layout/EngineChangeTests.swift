import Testing
@testable import UIKit

/// A constraint's constant or a view's intrinsic size changed, and nothing else: the engine
/// moves that value in its solver instead of walking the tree again, and the frames are those
/// a tree built with the new value from the start gets. Anything else that changes before
/// the next layout, or a value that cannot move in place, takes the full solve.
@MainActor
@Suite("Changing a constant or an intrinsic size")
struct EngineChangeTests {
    /// A card as apps build one: a header pinned to the root's margins, an avatar below it
    /// with a width and an aspect ratio, a name beside the avatar hugging it, and a badge that
    /// prefers 200 points but may not pass the root's trailing edge.
    @MainActor
    final class Card {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = UIView(), avatar = UIView(), name = UIView(), badge = UIView()
        let headerTop: NSLayoutConstraint, avatarWidth: NSLayoutConstraint, nameGap: NSLayoutConstraint
        let badgeLimit: NSLayoutConstraint, headerMarginInset: NSLayoutConstraint

        init(headerTop top: CGFloat = 8, avatarWidth width: CGFloat = 40, nameGap gap: CGFloat = 12, badgeLimit limit: CGFloat = -16, inset: CGFloat = 0) {
            root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            for view in [header, avatar, name, badge] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            let margins = root.layoutMarginsGuide
            headerTop = header.topAnchor.constraint(equalTo: margins.topAnchor, constant: top)
            avatarWidth = avatar.widthAnchor.constraint(equalToConstant: width)
            nameGap = name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: gap)
            badgeLimit = badge.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: limit)
            headerMarginInset = header.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: inset)
            let preferred = badge.widthAnchor.constraint(equalToConstant: 200)
            preferred.priority = .defaultHigh
            NSLayoutConstraint.activate([
                headerTop, headerMarginInset,
                header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
                avatar.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                avatar.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                avatarWidth,
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1.5),
                nameGap,
                name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
                name.trailingAnchor.constraint(equalTo: header.trailingAnchor),
                name.heightAnchor.constraint(equalToConstant: 20),
                badge.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
                badge.leadingAnchor.constraint(equalTo: avatar.leadingAnchor, constant: 90),
                badge.heightAnchor.constraint(equalToConstant: 24),
                badgeLimit, preferred,
            ])
            root.layoutIfNeeded()
        }

        var frames: [CGRect] { [header, avatar, name, badge].map(\.frame) }
    }

    @Test("one constant moves in place and the frames equal a card built with it")
    func oneConstant() throws {
        let card = Card()
        let engine = try #require(card.root.autoLayoutEngine)
        let walks = engine.treeSolves
        #expect(card.avatar.frame == CGRect(x: 20, y: 70, width: 40, height: 60))
        card.avatarWidth.constant = 64
        card.root.layoutIfNeeded()
        #expect(card.frames == Card(avatarWidth: 64).frames)
        #expect(card.avatar.frame == CGRect(x: 20, y: 70, width: 64, height: 96))
        #expect(card.name.frame.minX == 96)
        #expect(engine.treeSolves == walks, "a constant alone should not walk the tree")
        #expect(engine.changeSolves == 1)
    }

    @Test("several constants, one read through the margins guide and one an inequality, move together")
    func severalConstants() throws {
        let card = Card()
        let engine = try #require(card.root.autoLayoutEngine)
        let walks = engine.treeSolves
        card.headerTop.constant = 30
        card.nameGap.constant = 4
        card.badgeLimit.constant = -100
        card.headerMarginInset.constant = 6
        card.root.layoutIfNeeded()
        let expected = Card(headerTop: 30, nameGap: 4, badgeLimit: -100, inset: 6).frames
        #expect(card.frames == expected)
        // The badge's 200 points no longer fit between x = 116 and 220: the inequality wins.
        #expect(card.badge.frame == CGRect(x: 116, y: 160, width: 104, height: 24))
        #expect(engine.treeSolves == walks)
        #expect(engine.changeSolves == 1)
    }

    @Test("a constant back and forth ends where it started")
    func backAndForth() throws {
        let card = Card()
        let original = card.frames
        for value in [CGFloat(20), 0, 55.5, 12] {
            card.nameGap.constant = value
            card.root.layoutIfNeeded()
            #expect(card.frames == Card(nameGap: value).frames)
        }
        #expect(card.frames == original)
    }

    @Test("another change before the layout makes the engine walk the tree")
    func otherChangeWalksTheTree() throws {
        let card = Card()
        let engine = try #require(card.root.autoLayoutEngine)
        let walks = engine.treeSolves
        card.avatarWidth.constant = 50
        card.badge.widthAnchor.constraint(lessThanOrEqualToConstant: 50).isActive = true
        card.root.layoutIfNeeded()
        #expect(engine.treeSolves == walks + 1)
        #expect(card.badge.frame.width == 50)
        #expect(card.avatar.frame.width == 50)
        // A changed margin is another input: the next constant change walks the tree too.
        card.root.layoutMargins.left = 30
        card.avatarWidth.constant = 40
        card.root.layoutIfNeeded()
        #expect(card.header.frame.minX == 30)
        #expect(card.avatar.frame == CGRect(x: 30, y: 70, width: 40, height: 60))
    }

    /// A box 10 points from the root's leading edge that may not pass 10 points from its
    /// trailing edge, with a required width.
    func makeBox(width: CGFloat) -> (root: UIView, box: UIView, width: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let widthConstraint = box.widthAnchor.constraint(equalToConstant: width)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 20), widthConstraint,
        ])
        root.layoutIfNeeded()
        return (root, box, widthConstraint)
    }

    @Test("a constant that contradicts the required constraints is broken as in a tree built with it")
    func contradictingConstant() throws {
        let (root, box, width) = makeBox(width: 100)
        let engine = try #require(root.autoLayoutEngine)
        #expect(engine.conflicts.isEmpty)
        width.constant = 400
        root.layoutIfNeeded()
        // The width cannot move in place: the full solve breaks one constraint and says so,
        // as it does for a box built with that width.
        let built = makeBox(width: 400)
        #expect(engine.conflicts.count == 1)
        #expect(built.root.autoLayoutEngine?.conflicts.count == 1)
        #expect(box.frame == built.box.frame)
        // Back within the room: the tree is walked again (the last solve broke a constraint).
        let walks = engine.treeSolves
        width.constant = 120
        root.layoutIfNeeded()
        #expect(engine.treeSolves == walks + 1)
        #expect(engine.conflicts.isEmpty)
        #expect(box.frame == CGRect(x: 10, y: 0, width: 120, height: 20))
    }

    @Test("a constant that changes a multi-line label's width re-wraps the label")
    func labelRewraps() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Order shipped to the warehouse in Osaka and then delivered by courier before noon"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let trailing = label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16), trailing,
        ])
        root.layoutIfNeeded()
        let wide = label.frame
        trailing.constant = -160
        root.layoutIfNeeded()
        #expect(label.frame.width == 144)
        #expect(label.frame.height > wide.height, "a narrower label should take more lines")
        trailing.constant = -16
        root.layoutIfNeeded()
        #expect(label.frame == wide)
    }

    /// A badge-like view whose intrinsic size is its count's width.
    final class Badge: UIView {
        var count = 1 {
            didSet { invalidateIntrinsicContentSize() }
        }

        override var intrinsicContentSize: CGSize { CGSize(width: 12 + 8 * CGFloat(count), height: 20) }
    }

    /// A title and a badge side by side in a 320-point row; the title takes what the badge
    /// leaves, or lines up its baseline with a label's.
    func badgeRow(count: Int, baseline: Bool = false) -> (root: UIView, title: UIView, badge: Badge) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = UIView(), badge = Badge(), label = UILabel()
        badge.count = count
        label.text = "Inbox"
        for view in [title, badge, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            title.heightAnchor.constraint(equalToConstant: 20),
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            baseline ? label.firstBaselineAnchor.constraint(equalTo: badge.bottomAnchor) : label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (root, title, badge)
    }

    @Test("an intrinsic size moves in place and the row equals one built with it")
    func intrinsicSize() throws {
        let row = badgeRow(count: 1)
        let engine = try #require(row.root.autoLayoutEngine)
        let walks = engine.treeSolves
        #expect(row.badge.frame == CGRect(x: 284, y: 12, width: 20, height: 20))
        row.badge.count = 3
        row.root.layoutIfNeeded()
        let built = badgeRow(count: 3)
        #expect(row.badge.frame == built.badge.frame)
        #expect(row.title.frame == built.title.frame)
        #expect(row.badge.frame == CGRect(x: 268, y: 12, width: 36, height: 20))
        #expect(row.title.frame.width == 244)
        #expect(engine.treeSolves == walks, "an intrinsic size alone should not walk the tree")
        #expect(engine.changeSolves == 1)
    }

    @Test("with a baseline constraint in the tree an intrinsic size walks the tree, and the frames are right")
    func intrinsicSizeWithBaseline() throws {
        let row = badgeRow(count: 1, baseline: true)
        let engine = try #require(row.root.autoLayoutEngine)
        let walks = engine.treeSolves
        row.badge.count = 4
        row.root.layoutIfNeeded()
        #expect(engine.treeSolves == walks + 1)
        #expect(row.badge.frame == badgeRow(count: 4, baseline: true).badge.frame)
        #expect(row.badge.frame.width == 44)
    }
}
