import Testing
import UIKit

/// `systemLayoutSizeFitting` for any view: root or not, laid out by constraints or in code,
/// at compressed and expanded targets and with fitting priorities.
@MainActor
@Suite("systemLayoutSizeFitting")
struct FittingSizeTests {
    /// A badge: a label inset 8 × 4 in a view.
    func badge(_ text: String = "NEW") -> (UIView, UILabel) {
        let view = UIView()
        let title = label(text)
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 4),
            title.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -4),
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
        ])
        return (view, title)
    }

    @Test("A view made in code (translatesAutoresizingMaskIntoConstraints true) fits its content")
    func frameBasedRoot() {
        let (view, title) = badge()
        let natural = title.intrinsicContentSize
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: natural.width + 16, height: natural.height + 8))
        #expect(view.frame == .zero)
    }

    @Test("A constraint-based view inside a hierarchy fits its content, ignoring constraints to the outside")
    func constraintBasedSubview() {
        let (view, title) = badge()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 320)
        let natural = title.intrinsicContentSize
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: natural.width + 16, height: natural.height + 8))
        #expect(view.frame.width == 320)
    }

    @Test("The view's own size constraints take part")
    func ownConstraints() {
        let (view, title) = badge()
        view.widthAnchor.constraint(greaterThanOrEqualToConstant: 120).isActive = true
        let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 120, height: title.intrinsicContentSize.height + 8))
    }

    @Test("The expanded target stops where hugging holds the content, or at a maximum")
    func expanded() {
        let (view, title) = badge()
        let natural = title.intrinsicContentSize
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: natural.width + 16, height: natural.height + 8))
        let box = UIView()
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor), inner.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            inner.widthAnchor.constraint(lessThanOrEqualToConstant: 200), inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 200, height: 30))
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 0, height: 30))
    }

    @Test("A required horizontal fitting priority fixes the width; the height follows the wrapped text")
    func requiredWidth() {
        let view = UIView()
        let body = label(MultilineLabelLayoutTests.text, lines: 0)
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: view.topAnchor), body.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20), body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        for width in [CGFloat(200), 300, 500] {
            let size = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            #expect(size.width == width)
            #expect(size.height == body.sizeThatFits(CGSize(width: width - 40, height: 10_000)).height, "\(width)")
        }
    }

    @Test("A label fits on its own: one line when it can, wrapped at a required width")
    func labelAlone() {
        let body = label(MultilineLabelLayoutTests.text, lines: 0)
        #expect(body.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == body.intrinsicContentSize)
        let wrapped = body.systemLayoutSizeFitting(CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(wrapped == CGSize(width: 150, height: body.sizeThatFits(CGSize(width: 150, height: 10_000)).height))
    }

    @Test("A fitting priority lower than hugging keeps the natural size; a higher one reaches the target")
    func fittingPriorities() {
        let view = IntrinsicView(80, 20)
        #expect(view.systemLayoutSizeFitting(CGSize(width: 300, height: 300), withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 80, height: 20))
        #expect(view.systemLayoutSizeFitting(CGSize(width: 300, height: 300), withHorizontalFittingPriority: .defaultHigh,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 20))
        #expect(view.systemLayoutSizeFitting(CGSize(width: 10, height: 10), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .required) == CGSize(width: 10, height: 10))
    }

    @Test("A stack view fits its arranged views")
    func stack() {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(40, 20), IntrinsicView(60, 30)])
        stack.axis = .vertical
        stack.spacing = 5
        stack.alignment = .leading
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 55))
        stack.translatesAutoresizingMaskIntoConstraints = false
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 55))
    }
}
