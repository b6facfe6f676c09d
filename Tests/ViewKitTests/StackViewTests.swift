import Testing
@testable import ViewKit

/// A view with a fixed intrinsic size, for predictable stacks.
final class Box: View {
    let size: Size
    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: Size { size }
}

@Suite("StackView")
struct StackViewTests {
    func stack(_ views: [View], axis: LayoutAxis = .horizontal, spacing: Double = 10,
               distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
               size: Size = Size(width: 200, height: 50)) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.distribution = distribution
        stack.alignment = alignment
        stack.frame = Rect(origin: .zero, size: size)
        stack.layoutIfNeeded()
        return stack
    }

    func xs(_ views: [View]) -> [Double] { views.map(\.frame.minX) }
    func widths(_ views: [View]) -> [Double] { views.map(\.frame.width) }

    @Test("fill: the least hugging view takes the leftover space")
    func fill() {
        let a = Box(30, 20), b = Box(40, 20), c = Box(50, 20)
        b.setContentHuggingPriority(200, for: .horizontal)
        _ = stack([a, b, c])
        #expect(widths([a, b, c]) == [30, 100, 50])
        #expect(xs([a, b, c]) == [0, 40, 150])
        #expect([a, b, c].allSatisfy { $0.frame.height == 50 })
    }

    @Test("fill: the least compression-resistant view gives up missing space")
    func fillSqueeze() {
        let a = Box(100, 20), b = Box(100, 20)
        a.setContentCompressionResistancePriority(700, for: .horizontal)
        _ = stack([a, b], size: Size(width: 150, height: 20))
        #expect(widths([a, b]) == [40, 100])
    }

    @Test("fillEqually and fillProportionally")
    func fillEquallyAndProportionally() {
        let a = Box(10, 20), b = Box(30, 20)
        _ = stack([a, b], distribution: .fillEqually, size: Size(width: 210, height: 20))
        #expect(widths([a, b]) == [100, 100])
        _ = stack([a, b], distribution: .fillProportionally, size: Size(width: 210, height: 20))
        #expect(widths([a, b]) == [50, 150])
    }

    @Test("equalSpacing and equalCentering")
    func spacingDistributions() {
        let a = Box(20, 20), b = Box(40, 20), c = Box(20, 20)
        _ = stack([a, b, c], distribution: .equalSpacing, size: Size(width: 200, height: 20))
        #expect(widths([a, b, c]) == [20, 40, 20])
        #expect(xs([a, b, c]) == [0, 80, 180])
        _ = stack([a, b, c], distribution: .equalCentering, size: Size(width: 200, height: 20))
        #expect(a.frame.midX == 10)
        #expect(b.frame.midX == 100)
        #expect(c.frame.midX == 190)
    }

    @Test("Alignments place views across the stack")
    func alignments() {
        let a = Box(20, 10), b = Box(20, 30)
        _ = stack([a, b], alignment: .leading)
        #expect(a.frame.minY == 0 && a.frame.height == 10)
        _ = stack([a, b], alignment: .center)
        #expect(a.frame.minY == 20)
        _ = stack([a, b], alignment: .trailing)
        #expect(a.frame.maxY == 50 && b.frame.maxY == 50)
    }

    @Test("First-baseline alignment lines up labels of different sizes")
    func baselines() {
        let small = Label(text: "Small"), large = Label(text: "Large")
        large.font = .systemFont(ofSize: 34)
        let stack = StackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 60)
        stack.layoutIfNeeded()
        let smallBaseline = small.frame.minY + (small.firstBaselineOffsetFromTop ?? 0)
        let largeBaseline = large.frame.minY + (large.firstBaselineOffsetFromTop ?? 0)
        #expect(abs(smallBaseline - largeBaseline) < 0.01)
        #expect(small.frame.minY > large.frame.minY)
    }

    @Test("Hidden arranged views collapse together with their spacing")
    func hiddenCollapse() {
        let title = Box(100, 30), info = Box(100, 20), body = Box(100, 40)
        let stack = stack([title, info, body], axis: .vertical, spacing: 8, alignment: .leading, size: Size(width: 100, height: 200))
        stack.setCustomSpacing(4, after: title)
        stack.layoutIfNeeded()
        #expect(body.frame.minY == 30 + 4 + 20 + 8)
        #expect(stack.intrinsicContentSize.height == 30 + 4 + 20 + 8 + 40)
        info.isHidden = true
        stack.layoutIfNeeded()
        #expect(body.frame.minY == 30 + 4)
        #expect(info.frame.height == 0)
        #expect(stack.intrinsicContentSize.height == 30 + 4 + 40)
        #expect(stack.subviews.count == 3, "a hidden arranged view stays a subview")
    }

    @Test("Layout margins: arranged relative to the margins when asked")
    func margins() {
        let a = Box(20, 20)
        let stack = StackView(arrangedSubviews: [a])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        stack.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 5, width: 80, height: 30))
        #expect(stack.intrinsicContentSize == Size(width: 40, height: 30))
    }

    @Test("Right-to-left layout mirrors a horizontal stack")
    func rightToLeft() {
        let a = Box(20, 20), b = Box(30, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .equalSpacing
        stack.apply(traits: TraitCollection(layoutDirection: .rightToLeft))
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        stack.layoutIfNeeded()
        #expect(a.frame.maxX == 100)
        #expect(b.frame.minX == 0)
    }
}
