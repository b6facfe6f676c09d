import Testing
import UIKit

/// Unsatisfiable required constraints are reported with the constraint actually broken (its
/// relation does not hold in the frames); ambiguity only where frames are truly undecided.
@MainActor
@Suite("Conflicts and ambiguity")
struct ConflictAndAmbiguityTests {
    /// A row of a title and a value, both refusing to shrink, that cannot fit.
    func overfullRow() -> (root: UIView, title: UILabel, value: UILabel, gap: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let title = label("A title far too long for this row"), value = label("¥12,800")
        for view in [title, value] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
            root.addSubview(view)
        }
        let gap = value.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            value.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            gap,
        ])
        root.layoutIfNeeded()
        return (root, title, value, gap)
    }

    @Test("A required spacing that cannot hold is reported, naming a constraint that the frames break")
    func unsatisfiableSpacing() throws {
        let (root, title, value, gap) = overfullRow()
        let reports = root.layoutReports()
        #expect(reports.count == 1, "\(reports)")
        let report = try #require(reports.first)
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        let broken = brokenConstraintText(report)
        let candidates = root.constraints + title.constraints + value.constraints
        let named = candidates.filter { broken.contains($0.description) }
        #expect(named.count == 1, "\(report)")
        if let constraint = named.first {
            #expect(violation(of: constraint) > 0.5, "\(constraint) holds in the frames: \(title.frame) \(value.frame)")
            #expect(report.contains(constraint.description))
        }
        #expect(report.contains(gap.description), "\(report)")
        // The engine's own rules in the conflict are listed in UIKit's notation: each label's
        // required compression resistance at its natural width.
        for label in [title, value] {
            let width = LayoutNumber.format(label.intrinsicContentSize.width)
            #expect(report.contains("<NSContentSizeLayoutConstraint UILabel.width == \(width) CompressionResistance:1000>"), "\(report)")
        }
        // The labels keep their natural widths (required compression resistance).
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(value.frame.width == value.intrinsicContentSize.width)
    }

    @Test("A constant changed after activation into a conflict is reported; changed back, it is not")
    func constantIntoConflict() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            width,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(root.layoutReports().isEmpty)
        width.constant = 400
        root.layoutIfNeeded()
        // One conflict (the broken width also leaves the box's width undecided, which is
        // reported separately as ambiguity).
        let reports = root.layoutReports().filter { $0.hasPrefix("Unable to simultaneously satisfy constraints") }
        #expect(reports.count == 1, "\(root.layoutReports())")
        let broken = brokenConstraintText(reports.first ?? "")
        let named = (root.constraints + box.constraints).filter { broken.contains($0.description) }
        #expect(named.count == 1)
        if let constraint = named.first { #expect(violation(of: constraint) > 0.5) }
        width.constant = 150
        root.layoutIfNeeded()
        #expect(box.frame.width == 150)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("Two required widths for one view: one is broken, and the frame holds the other")
    func twoWidths() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100), second = box.widthAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10), first, second])
        root.layoutIfNeeded()
        let reports = root.layoutReports()
        #expect(reports.count == 1)
        let broken = brokenConstraintText(reports.first ?? "")
        #expect(broken.contains(first.description) != broken.contains(second.description))
        let kept = broken.contains(first.description) ? second : first
        #expect(box.frame.width == kept.constant)
    }

    @Test("A view with only a position is ambiguous; hidden, it is not reported")
    func ambiguity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        NSLayoutConstraint.activate([loose.leadingAnchor.constraint(equalTo: root.leadingAnchor), loose.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout)
        #expect(root.layoutReports().count == 1)
        loose.isHidden = true
        #expect(!loose.hasAmbiguousLayout)
        #expect(root.layoutReports().isEmpty)
    }

    @Test("Views whose frames priorities decide are not ambiguous")
    func prioritiesDecide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = label("Title"), b = label("Detail")
        let box = UIView()
        for view in [a, b, box] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let preferred = box.widthAnchor.constraint(equalToConstant: 80)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8), b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: a.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), preferred,
        ])
        root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout && !box.hasAmbiguousLayout)
        #expect(box.frame.width == 80)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    @Test("Arranged views of stacks are never ambiguous")
    func stacksAreDecided() {
        let inner = UIStackView(arrangedSubviews: [label("A"), UIView(), label("B")])
        inner.alignment = .center
        let outer = UIStackView(arrangedSubviews: [inner, label("Footer", lines: 0)])
        outer.axis = .vertical
        outer.alignment = .leading
        let root = host(outer)
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }
}
