import Testing
import UIKit

/// Each alignment of UIStackView across its axis.
@MainActor
@Suite("UIStackView alignments")
struct StackViewAlignmentTests {
    func row(_ alignment: UIStackView.Alignment) -> (UIStackView, [IntrinsicView]) {
        let views = [IntrinsicView(40, 20), IntrinsicView(60, 44), IntrinsicView(80, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.alignment = alignment
        stack.spacing = 8
        return (stack, views)
    }

    @Test("top (leading): views keep their heights at the top; the stack is as tall as the tallest")
    func top() {
        let (stack, views) = row(.top)
        let root = host(stack)
        #expect(views.map(\.frame.minY) == [0, 0, 0])
        #expect(views.map(\.frame.height) == [20, 44, 30])
        #expect(stack.frame.height == 44)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("center: views keep their heights, centred")
    func center() {
        let (stack, views) = row(.center)
        let root = host(stack)
        #expect(views.map(\.frame.midY) == [22, 22, 22])
        #expect(views.map(\.frame.height) == [20, 44, 30])
        #expect(stack.frame.height == 44)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("bottom (trailing): views keep their heights at the bottom")
    func bottom() {
        let (stack, views) = row(.bottom)
        host(stack)
        #expect(views.map(\.frame.maxY) == [44, 44, 44])
        #expect(views.map(\.frame.height) == [20, 44, 30])
        #expect(stack.frame.height == 44)
    }

    @Test("A fixed-height stack centres its views and keeps their heights")
    func centerInTallerStack() {
        let (stack, views) = row(.center)
        stack.heightAnchor.constraint(equalToConstant: 100).isActive = true
        host(stack)
        #expect(views.map(\.frame.midY) == [50, 50, 50])
        #expect(views.map(\.frame.height) == [20, 44, 30])
    }

    @Test("Vertical leading, centre and trailing alignments")
    func verticalAlignments() {
        for (alignment, expected) in [(UIStackView.Alignment.leading, [0.0, 0.0]), (.center, [140.0, 130.0]), (.trailing, [280.0, 260.0])] {
            let a = IntrinsicView(40, 20), b = IntrinsicView(60, 20)
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.axis = .vertical
            stack.alignment = alignment
            let root = host(stack)
            #expect([a.frame.minX, b.frame.minX] == expected.map { CGFloat($0) }, "\(alignment)")
            #expect(a.frame.width == 40 && b.frame.width == 60)
            #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
        }
    }

    @Test("A view with no natural width takes none in a leading-aligned vertical stack")
    func ambiguitySuppression() {
        let a = IntrinsicView(40, 20), plain = UIView()
        plain.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let stack = UIStackView(arrangedSubviews: [a, plain])
        stack.axis = .vertical
        stack.alignment = .leading
        let root = host(stack)
        #expect(plain.frame.width == 0)
        #expect(!plain.hasAmbiguousLayout)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("firstBaseline: labels of different sizes share their first baseline")
    func firstBaseline() {
        let small = label("Price", font: .systemFont(ofSize: 13)), large = label("¥12,800", font: .systemFont(ofSize: 28))
        let stack = UIStackView(arrangedSubviews: [large, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let root = host(stack)
        let largeBaseline = large.frame.minY + large.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(largeBaseline - smallBaseline) <= 1.0 / 3.0 + 0.01, "\(large.frame) \(small.frame)")
        #expect(large.frame.minY == 0)
        #expect(large.frame.height == large.intrinsicContentSize.height)
        #expect(small.frame.height == small.intrinsicContentSize.height)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("lastBaseline: a wrapping label's last line sits on the other label's baseline")
    func lastBaseline() {
        let body = label("A description long enough to wrap onto a second line here", lines: 0)
        let price = label("¥980")
        price.setContentHuggingPriority(.required, for: .horizontal)
        price.setContentCompressionResistancePriority(.required, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [body, price])
        stack.alignment = .lastBaseline
        stack.spacing = 8
        let root = host(stack, width: 240)
        #expect(body.frame.height > price.frame.height)
        #expect(same(body.frame.maxY, price.frame.maxY), "\(body.frame) \(price.frame)")
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("An icon with a required 16×16 size beside a taller label, centred: no conflict")
    func iconBesideLabel() {
        let icon = fixedView(16, 16)
        let title = label("Notifications", font: .systemFont(ofSize: 20))
        let stack = UIStackView(arrangedSubviews: [icon, title])
        stack.alignment = .center
        stack.spacing = 8
        let root = host(stack)
        #expect(icon.frame.size == CGSize(width: 16, height: 16))
        #expect(stack.frame.height == title.intrinsicContentSize.height)
        // Centred to the pixel grid (3x): the centres agree within half a pixel.
        #expect(abs(icon.frame.midY - title.frame.midY) <= 0.5 / 3 + 0.001, "\(icon.frame) \(title.frame)")
        #expect(title.frame.minX == 24)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }
}
