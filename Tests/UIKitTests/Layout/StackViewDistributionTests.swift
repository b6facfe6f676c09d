import Testing
import UIKit

/// Each distribution of UIStackView along its axis, with views whose natural sizes are
/// known (UIKit's documented behaviour; see docs/LAYOUT.md, "Stack views").
@MainActor
@Suite("UIStackView distributions")
struct StackViewDistributionTests {
    func row(_ views: [UIView], _ distribution: UIStackView.Distribution, spacing: CGFloat = 10) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.spacing = spacing
        return stack
    }

    @Test("fill: with equal hugging the first view takes the extra length")
    func fillStretchesFirstOfEqualHugging() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30), c = IntrinsicView(80, 30)
        let root = host(row([a, b, c], .fill))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 160, height: 30))
        #expect(b.frame == CGRect(x: 170, y: 0, width: 60, height: 30))
        #expect(c.frame == CGRect(x: 240, y: 0, width: 80, height: 30))
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("fill: the view hugging least stretches")
    func fillStretchesLowestHugging() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30), c = IntrinsicView(80, 30)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        host(row([a, b, c], .fill))
        #expect(a.frame.width == 40)
        #expect(b.frame.width == 180)
        #expect(c.frame.width == 80)
        #expect(c.frame.maxX == 320)
    }

    @Test("fill: the view resisting compression least shrinks")
    func fillShrinksLowestResistance() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30), c = IntrinsicView(80, 30)
        c.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let root = host(row([a, b, c], .fill), width: 150)
        #expect(a.frame.width == 40)
        #expect(b.frame.width == 60)
        #expect(c.frame.width == 30)
        #expect(c.frame.maxX == 150)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("fill with fill alignment: every view takes the height of the tallest")
    func fillAlignmentTakesTallest() {
        let a = IntrinsicView(40, 20), b = IntrinsicView(60, 44), c = IntrinsicView(80, 30)
        let stack = row([a, b, c], .fill)
        host(stack)
        #expect(stack.frame.height == 44)
        #expect(a.frame.height == 44 && b.frame.height == 44 && c.frame.height == 44)
    }

    @Test("fillEqually: every view gets the same length, spacing aside")
    func fillEqually() {
        let views = [IntrinsicView(10, 30), IntrinsicView(90, 30), IntrinsicView(200, 30)]
        host(row(views, .fillEqually))
        #expect(views.map(\.frame.width) == [100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test("fillEqually with views that have no natural size")
    func fillEquallyWithoutIntrinsicSizes() {
        let views = [UIView(), UIView(), UIView(), UIView()]
        let stack = row(views, .fillEqually, spacing: 0)
        stack.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let root = host(stack, width: 300)
        #expect(views.map(\.frame.width) == [75, 75, 75, 75])
        #expect(views.map(\.frame.height) == [44, 44, 44, 44])
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("fillProportionally: lengths in proportion to natural lengths")
    func fillProportionally() {
        let a = IntrinsicView(100, 30), b = IntrinsicView(200, 30)
        let stack = row([a, b], .fillProportionally, spacing: 0)
        host(stack, width: 600)
        #expect(a.frame.width == 200)
        #expect(b.frame.width == 400)
        #expect(b.frame.minX == 200)
        let constraints = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(constraints.count == 2)
    }

    @Test("fillProportionally follows a view whose natural size changes")
    func fillProportionallyFollowsIntrinsicChanges() {
        let a = IntrinsicView(100, 30), b = IntrinsicView(100, 30)
        let root = host(row([a, b], .fillProportionally, spacing: 0), width: 400)
        #expect(a.frame.width == 200)
        b.size = CGSize(width: 300, height: 30)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame.width == 300)
    }

    @Test("equalSpacing: natural lengths with equal gaps")
    func equalSpacing() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30), c = IntrinsicView(80, 30)
        let root = host(row([a, b, c], .equalSpacing))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 60, height: 30))
        #expect(c.frame == CGRect(x: 240, y: 0, width: 80, height: 30))
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("equalCentering: equal distances between centres")
    func equalCentering() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30), c = IntrinsicView(80, 30)
        host(row([a, b, c], .equalCentering))
        #expect(a.frame.minX == 0)
        #expect(c.frame.maxX == 320)
        #expect(b.frame.midX - a.frame.midX == c.frame.midX - b.frame.midX)
        #expect(b.frame.width == 60)
    }

    @Test("A spacing distribution's stack hugs its content when only its leading edge is pinned")
    func equalSpacingHugsContent() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30)
        let stack = row([a, b], .equalSpacing, spacing: 12)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(stack.frame.width == 112)
        #expect(b.frame.minX == 52)
    }

    @Test("Custom spacing after a view, and the system spacing")
    func customAndSystemSpacing() {
        let a = IntrinsicView(10, 20), b = IntrinsicView(10, 30), c = IntrinsicView(10, 40)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        stack.setCustomSpacing(24, after: a)
        let root = host(stack)
        #expect(b.frame.minY == 44)
        #expect(c.frame.minY == 84)
        #expect(stack.frame.height == 124)
        #expect(stack.customSpacing(after: a) == 24)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)

        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: a)
        stack.spacing = UIStackView.spacingUseSystem
        root.layoutIfNeeded()
        #expect(b.frame.minY == 28)
        #expect(c.frame.minY == 66)
    }

    @Test("A hidden view collapses with the spacing after it; the spacing after the view before it stays")
    func hiddenViewTakesItsSpacing() {
        let a = IntrinsicView(10, 20), b = IntrinsicView(10, 30), c = IntrinsicView(10, 40)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        stack.setCustomSpacing(50, after: b)
        let root = host(stack)
        #expect(stack.frame.height == CGFloat(20 + 30 + 30 + 50 + 40))
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minY == 50)
        #expect(stack.frame.height == 90)
        #expect(b.frame.height == 0)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")

        c.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 20)
    }

    @Test("Hiding the first view starts the stack at the next visible view")
    func hidingFirstView() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30), c = IntrinsicView(80, 30)
        let stack = row([a, b, c], .fill, spacing: 8)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        a.isHidden = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 0)
        #expect(c.frame.minX == 68)
        #expect(stack.frame.width == 148)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("Views that all hide leave a stack of no size")
    func allHidden() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        let root = host(stack)
        #expect(stack.frame.height == 60)
        a.isHidden = true
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 0)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("A stack with no arranged views takes no room in a card and reports nothing")
    func emptyStackInCard() {
        let card = UIView()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        let root = host(card)
        #expect(stack.frame == CGRect(x: 16, y: 16, width: 288, height: 0))
        #expect(card.frame.height == 32)
        #expect(card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 32))
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("isLayoutMarginsRelativeArrangement arranges within the stack's margins")
    func marginsRelativeArrangement() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30)
        let stack = row([a, b], .fill)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 6, trailing: 24)
        host(stack)
        #expect(a.frame == CGRect(x: 20, y: 12, width: 206, height: 30))
        #expect(b.frame == CGRect(x: 236, y: 12, width: 60, height: 30))
        #expect(stack.frame.height == 48)
    }

    @Test("isBaselineRelativeArrangement spaces a vertical stack from baseline to baseline")
    func baselineRelativeArrangement() {
        let title = label("Title", font: .systemFont(ofSize: 28)), body = label("Body", font: .systemFont(ofSize: 13))
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        host(stack)
        let titleBaseline = title.frame.minY + title.font.ascender
        let bodyBaseline = body.frame.minY + body.font.ascender
        let titleLastBaseline = titleBaseline
        #expect(abs(bodyBaseline - titleLastBaseline - 20) <= 1.0 / 3.0 + 0.01, "\(title.frame) \(body.frame)")
    }

    @Test("The stack names its constraints as UIKit does")
    func constraintIdentifiers() {
        let a = IntrinsicView(40, 30), b = IntrinsicView(60, 30)
        let stack = row([a, b], .fillEqually)
        stack.alignment = .leading
        host(stack)
        let identifiers = Set(stack.constraints.compactMap(\.identifier) + a.constraints.compactMap(\.identifier) + b.constraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment",
                                            "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression"]), "\(identifiers)")
        #expect(stack.layoutGuides.contains { $0.identifier == "UISV-alignment-spanner" })
    }
}
