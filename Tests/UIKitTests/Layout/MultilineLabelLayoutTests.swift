import Testing
import UIKit

/// Labels that wrap under Auto Layout: they take the width the engine gives them and the
/// layout is solved again with the height that width needs (UIKit's second pass).
@MainActor
@Suite("Multi-line labels under Auto Layout")
struct MultilineLabelLayoutTests {
    static let text = "Stack views can save you a lot of time when creating constraints, but multi-line labels need the width first."

    /// The height of `lines` lines of `font`, on the pixel grid.
    func height(lines: Int, _ font: UIFont = .systemFont(ofSize: 17), scale: CGFloat = 3) -> CGFloat {
        ceilToPixels(CGFloat(lines) * font.lineHeight, scale: scale)
    }

    @Test("A single-line label's natural size is its text's, rounded up to pixels")
    func singleLineIntrinsicSize() {
        let title = label("Settings")
        #expect(title.intrinsicContentSize.height == height(lines: 1))
        #expect(title.intrinsicContentSize.width > 0)
        #expect(title.sizeThatFits(CGSize(width: 1000, height: 1000)) == title.intrinsicContentSize)
        title.sizeToFit()
        #expect(title.bounds.size == title.intrinsicContentSize)
    }

    @Test("A label pinned leading and trailing in a card wraps at the card's width")
    func labelInCard() {
        let card = UIView()
        let body = label(Self.text, lines: 0)
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        let root = host(card)
        let fitting = body.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
        #expect(body.frame.width == 288)
        #expect(body.frame.height == fitting.height)
        #expect(body.frame.height >= height(lines: 3))
        #expect(card.frame.height == body.frame.height + 32)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("numberOfLines = 2 stops at two lines and truncates the rest")
    func twoLines() {
        let body = label(Self.text, lines: 2)
        let stack = UIStackView(arrangedSubviews: [body])
        stack.axis = .vertical
        host(stack, width: 200)
        #expect(body.frame.height == height(lines: 2))
        let whole = body.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 10_000), limitedToNumberOfLines: 0)
        #expect(whole.height > body.frame.height)
        #expect(body.textRect(forBounds: body.bounds, limitedToNumberOfLines: 2).height == height(lines: 2))
    }

    @Test("preferredMaxLayoutWidth wraps the natural size at that width")
    func preferredMaxLayoutWidth() {
        let body = label(Self.text, lines: 0)
        body.preferredMaxLayoutWidth = 150
        #expect(body.intrinsicContentSize.width <= 150)
        #expect(body.intrinsicContentSize.height >= height(lines: 3))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        body.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(body)
        NSLayoutConstraint.activate([body.leadingAnchor.constraint(equalTo: root.leadingAnchor), body.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(body.frame.size == body.intrinsicContentSize)
    }

    @Test("Two multi-line labels in a horizontal stack share its width evenly (UISV-text-width-disambiguation)")
    func textWidthDisambiguation() {
        let left = label(Self.text, lines: 0), right = label(Self.text, lines: 0)
        let stack = UIStackView(arrangedSubviews: [left, right])
        stack.spacing = 10
        stack.alignment = .top
        let root = host(stack)
        #expect(left.frame.width == 155)
        #expect(right.frame.width == 155)
        #expect(right.frame.minX == 165)
        #expect(left.frame.height == left.sizeThatFits(CGSize(width: 155, height: 10_000)).height)
        #expect(stack.frame.height == max(left.frame.height, right.frame.height))
        let disambiguation = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(disambiguation.count == 2)
        for constraint in disambiguation {
            #expect(constraint.multiplier == 0.5)
            #expect(constraint.constant == -5)
            #expect(constraint.priority == UILayoutPriority(760))
        }
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("The disambiguation of N labels: width = stack.width / N − spacing × (N − 1) / N at compression resistance + 10")
    func disambiguationOfThree() {
        let labels = [label(Self.text, lines: 0), label(Self.text, lines: 0), label(Self.text, lines: 3)]
        labels[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: labels)
        stack.spacing = 6
        host(stack, width: 300)
        let disambiguation = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(disambiguation.count == 3)
        for constraint in disambiguation {
            #expect(abs(constraint.multiplier - 1.0 / 3.0) < 0.0001)
            #expect(constraint.constant == -4)
        }
        #expect(disambiguation.first { $0.firstItem === labels[2] }?.priority == UILayoutPriority(710))
        #expect(labels.map(\.frame.width) == [96, 96, 96])
    }

    @Test("A multi-line label beside a switch-like control: the stack's disambiguation beats the label's default priorities")
    func labelBesideControl() {
        let text = label(Self.text, lines: 0)
        let control = IntrinsicView(51, 31)
        control.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [text, control])
        stack.alignment = .top
        stack.spacing = 8
        host(stack, width: 320)
        // label.width = 0.5 × 320 − 4 at 760 wins over the control's hugging at 750.
        #expect(text.frame.width == 156)
        #expect(control.frame.width == 156)
    }

    @Test("A label whose text changes re-lays out the tree")
    func textChangeRelaysOut() {
        let body = label("Short", lines: 0)
        let stack = UIStackView(arrangedSubviews: [body])
        stack.axis = .vertical
        let root = host(stack, width: 200)
        #expect(body.frame.height == height(lines: 1))
        body.text = Self.text
        root.layoutIfNeeded()
        #expect(body.frame.height == body.sizeThatFits(CGSize(width: 200, height: 10_000)).height)
        #expect(stack.frame.height == body.frame.height)
    }

    @Test("A cell-like container sized with systemLayoutSizeFitting at a required width")
    func cellFitting() {
        let content = UIView()
        let title = label("Title", font: .boldSystemFont(ofSize: 17)), body = label(Self.text, lines: 0)
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: content.layoutMarginsGuide.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        let size = content.systemLayoutSizeFitting(CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let bodyHeight = body.sizeThatFits(CGSize(width: 359, height: 10_000)).height
        #expect(size.width == 375)
        #expect(size.height == 8 + title.intrinsicContentSize.height + 4 + bodyHeight + 8)
        #expect(content.frame == .zero)
    }
}
