import Testing
import UIKit

/// Stack views as UIKit teams build them: arranged views with their own size constraints,
/// views sized by their internal constraints, labels that wrap, hidden views.
@MainActor
@Suite("UIStackView arranges through constraints")
struct StackViewLayoutTests {
    /// A host 320 points wide with the stack pinned to its leading, top and trailing edges.
    func host(_ stack: UIStackView, width: CGFloat = 320) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return root
    }

    @Test("An icon pinned to 16×16 keeps its size in a horizontal stack, with no conflict")
    func iconKeepsItsConstraints() {
        let icon = UIView()
        icon.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([icon.widthAnchor.constraint(equalToConstant: 16), icon.heightAnchor.constraint(equalToConstant: 16)])
        let title = UILabel()
        title.text = "Settings"
        let stack = UIStackView(arrangedSubviews: [icon, title])
        stack.spacing = 8
        stack.alignment = .center
        let root = host(stack)
        #expect(icon.frame.size == CGSize(width: 16, height: 16))
        #expect(title.frame.minX == 24)
        #expect(stack.frame.height == max(16, title.intrinsicContentSize.height))
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    /// A view whose height comes from its own internal constraints (a badge with a label).
    final class Badge: UIView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.text = "NEW"
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test("A view sized by its internal constraints keeps its height in a vertical stack")
    func internallySizedView() {
        let badge = Badge()
        let stack = UIStackView(arrangedSubviews: [badge])
        stack.axis = .vertical
        stack.alignment = .leading
        _ = host(stack)
        let label = badge.label.intrinsicContentSize
        #expect(badge.frame.height == label.height + 8)
        #expect(badge.frame.width == label.width + 16)
        #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: label.width + 16, height: label.height + 8))
    }

    @Test("A numberOfLines = 0 label in a vertical stack wraps at the stack's width and shows every line")
    func wrappingLabelInVerticalStack() {
        let body = UILabel()
        body.numberOfLines = 0
        body.text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
        let stack = UIStackView(arrangedSubviews: [body])
        stack.axis = .vertical
        _ = host(stack, width: 200)
        let oneLine = UILabel()
        oneLine.text = "The quick"
        #expect(body.frame.width == 200)
        #expect(body.frame.height > oneLine.intrinsicContentSize.height * 4)
        #expect(body.frame.height == body.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height)
    }

    @Test("A hidden arranged view collapses and takes its spacing with it")
    func hiddenViewCollapses() {
        func box(_ height: CGFloat) -> UIView {
            let view = UIView()
            // 999, as UIKit teams write it, so the stack's hiding constraint can win.
            let constraint = view.heightAnchor.constraint(equalToConstant: height)
            constraint.priority = UILayoutPriority(999)
            constraint.isActive = true
            return view
        }
        let first = box(20), second = box(30), third = box(40)
        let stack = UIStackView(arrangedSubviews: [first, second, third])
        stack.axis = .vertical
        stack.spacing = 10
        let root = host(stack)
        // (Sums are written as CGFloat: Swift Testing types an unannotated sum as Int.)
        #expect(stack.frame.height == CGFloat(20 + 30 + 40 + 20))
        second.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == CGFloat(20 + 40 + 10))
        #expect(third.frame.minY == 30)
        #expect(second.frame.height == 0)
        #expect(second.superview === stack)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("Hiding a view with a required height reports the conflict and breaks the app's height, as UIKit does")
    func hidingAgainstRequiredHeight() {
        let shown = UIView(), hidden = UIView()
        shown.heightAnchor.constraint(equalToConstant: 20).isActive = true
        let height = hidden.heightAnchor.constraint(equalToConstant: 30)
        height.isActive = true
        let stack = UIStackView(arrangedSubviews: [shown, hidden])
        stack.axis = .vertical
        let root = host(stack)
        hidden.isHidden = true
        root.layoutIfNeeded()
        #expect(hidden.frame.height == 0)
        #expect(stack.frame.height == 20)
        let reports = root.layoutReports()
        #expect(reports.count == 1)
        let report = reports.first ?? ""
        #expect(report.contains("UISV-hiding"))
        let broken = report.components(separatedBy: "Will attempt to recover by breaking constraint").last ?? ""
        #expect(broken.contains("height == 30"), "\(report)")
    }

    @Test("fillEqually gives every view the same width; equalSpacing keeps intrinsic widths")
    func distributions() {
        func label(_ text: String) -> UILabel {
            let label = UILabel()
            label.text = text
            return label
        }
        let a = label("A"), b = label("Longer"), c = label("Longest title")
        let equal = UIStackView(arrangedSubviews: [a, b, c])
        equal.distribution = .fillEqually
        equal.spacing = 10
        _ = host(equal, width: 320)
        #expect(a.frame.width == 100)
        #expect(b.frame.width == 100)
        #expect(c.frame.width == 100)
        #expect(c.frame.maxX == 320)

        let x = label("A"), y = label("B"), z = label("C")
        let spaced = UIStackView(arrangedSubviews: [x, y, z])
        spaced.distribution = .equalSpacing
        _ = host(spaced, width: 300)
        #expect(x.frame.size == x.intrinsicContentSize)
        #expect(x.frame.minX == 0 && z.frame.maxX == 300)
        let firstGap = y.frame.minX - x.frame.maxX, secondGap = z.frame.minX - y.frame.maxX
        #expect(abs(firstGap - secondGap) <= 1.0 / 3.0 + 0.001)
    }

    @Test("In a row of two labels, the one with lower compression resistance truncates")
    func lowerResistanceTruncates() {
        let title = UILabel()
        title.text = "A very long title that cannot fit beside its value"
        let value = UILabel()
        value.text = "¥12,800"
        value.setContentCompressionResistancePriority(.required, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [title, value])
        stack.spacing = 8
        let root = host(stack, width: 240)
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(title.frame.maxX + 8 <= value.frame.minX + 0.001)
        #expect(value.frame.maxX == 240)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }
}
