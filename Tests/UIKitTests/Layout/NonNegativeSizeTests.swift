import Testing
import UIKit

/// The engine keeps every constraint-based view's size at zero or more with a rule of its own:
/// a layout changed step by step ends with the frames and reports a fresh layout of the end
/// state gets, also when a size constant goes below zero and comes back, and when a conflict
/// breaks the constraint that fixed a size, a stronger wish cannot pull it below zero.
@MainActor
@Suite("Sizes kept at zero or more")
struct NonNegativeSizeTests {
    /// A row of three boxes after each other; the middle one's width is `width`, and the root
    /// may also require its width to be at most `cap`.
    func row(width: CGFloat, cap: CGFloat? = nil) -> (root: UIView, boxes: [UIView], width: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let boxes = (0..<3).map { _ in UIView() }
        var previous = root.leadingAnchor
        for box in boxes {
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: previous, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
            previous = box.trailingAnchor
        }
        boxes[0].widthAnchor.constraint(equalToConstant: 30).isActive = true
        boxes[2].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10).isActive = true
        let middle = boxes[1].widthAnchor.constraint(equalToConstant: width)
        middle.isActive = true
        if let cap { root.addConstraint(boxes[1].widthAnchor.constraint(lessThanOrEqualToConstant: cap)) }
        root.layoutIfNeeded()
        return (root, boxes, middle)
    }

    func frames(_ boxes: [UIView]) -> [CGRect] { boxes.map(\.frame) }

    @Test("A width changed below zero and back ends as a fresh layout with that width does", arguments: [-30.0, 0.0, 25.0, 240.0])
    func constantChanges(_ value: CGFloat) {
        let changed = row(width: 40)
        #expect(frames(changed.boxes).map(\.width) == [30, 40, 190])
        changed.width.constant = value
        changed.root.layoutIfNeeded()
        let fresh = row(width: value)
        #expect(frames(changed.boxes) == frames(fresh.boxes))
        #expect(changed.root.layoutReports().count == fresh.root.layoutReports().count)
        #expect(changed.boxes.allSatisfy { $0.frame.width >= 0 }, "\(frames(changed.boxes))")
        changed.width.constant = 25
        changed.root.layoutIfNeeded()
        #expect(frames(changed.boxes).map(\.width) == [30, 25, 205])
        #expect(changed.root.layoutReports().isEmpty)
    }

    @Test("When the constraint that kept a width is broken, the width is still not below zero")
    func keeperBroken() {
        // Width == 100 against a cap of 50 installed before it (the root's constraints come
        // first): the width is broken, and a strong wish pulls the width towards -30: the
        // engine's own rule holds it at zero.
        let capped = row(width: 100, cap: 50)
        // A weak wish for the middle box to end left of where it starts (width -30).
        let pull = capped.boxes[1].trailingAnchor.constraint(equalTo: capped.root.leadingAnchor, constant: 20)
        pull.priority = UILayoutPriority(999)
        pull.isActive = true
        capped.root.layoutIfNeeded()
        let width = capped.boxes[1].frame.width
        #expect(width == 0, "\(frames(capped.boxes))")
        // The next box starts 10 after it: a width of -30 would have put it at 30, under the
        // middle box (a frame shows no negative width, but the views after it would move).
        #expect(capped.boxes[2].frame.minX == 60, "\(frames(capped.boxes))")
        let reports = capped.root.layoutReports()
        #expect(reports.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true, "\(reports)")
        #expect(reports.first?.contains("breaking constraint\n<NSLayoutConstraint UIView.width == 100>") == true, "\(reports)")
        // Changed to a width the cap allows, the conflict is gone and the width holds.
        capped.width.constant = 20
        capped.root.layoutIfNeeded()
        #expect(capped.boxes[1].frame.width == 20)
        #expect(capped.root.layoutReports().isEmpty)
        pull.isActive = false
        capped.root.layoutIfNeeded()
        #expect(frames(capped.boxes) == frames(row(width: 20, cap: 50).boxes))
    }
}
