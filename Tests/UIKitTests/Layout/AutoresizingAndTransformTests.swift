import Testing
import UIKit

/// Frame-based subviews follow their superview's size by their autoresizing masks; a
/// transform makes the frame the bounding box of the transformed bounds.
@MainActor
@Suite("Autoresizing masks and transforms")
struct AutoresizingAndTransformTests {
    /// A 100 × 100 superview with a child at (10, 10, 30, 40) under `mask`, resized to
    /// 200 × 300; the child's new frame.
    func resized(_ mask: UIView.AutoresizingMask) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 200, height: 300)
        return child.frame
    }

    @Test("Each flexible part takes the whole change on its own")
    func singleFlags() {
        #expect(resized([]) == CGRect(x: 10, y: 10, width: 30, height: 40))
        #expect(resized(.flexibleLeftMargin) == CGRect(x: 110, y: 10, width: 30, height: 40))
        #expect(resized(.flexibleWidth) == CGRect(x: 10, y: 10, width: 130, height: 40))
        #expect(resized(.flexibleRightMargin) == CGRect(x: 10, y: 10, width: 30, height: 40))
        #expect(resized(.flexibleTopMargin) == CGRect(x: 10, y: 210, width: 30, height: 40))
        #expect(resized(.flexibleHeight) == CGRect(x: 10, y: 10, width: 30, height: 240))
        #expect(resized(.flexibleBottomMargin) == CGRect(x: 10, y: 10, width: 30, height: 40))
    }

    @Test("Several flexible parts share the change in proportion to their lengths")
    func combinedFlags() {
        let centered = resized([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        #expect(same(centered.minX, 10 + 100 * 10 / 70))
        #expect(centered.width == 30)
        #expect(same(centered.minY, 10 + 200 * 10 / 60))
        let all = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(same(all.minX, 20) && same(all.width, 60))
        let fill = resized([.flexibleWidth, .flexibleHeight])
        #expect(fill == CGRect(x: 10, y: 10, width: 130, height: 240))
    }

    @Test("autoresizesSubviews = false leaves the subviews alone")
    func autoresizesSubviewsOff() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 40))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 200, height: 200)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 30, height: 40))
    }

    @Test("A frame-based subview of a constraint-based view follows it when constraints resize it")
    func autoresizingUnderConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let width = panel.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([panel.leadingAnchor.constraint(equalTo: root.leadingAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
                                     width, panel.heightAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        let fill = UIView(frame: panel.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let badge = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
        badge.autoresizingMask = .flexibleLeftMargin
        panel.addSubview(fill)
        panel.addSubview(badge)
        width.constant = 250
        root.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 250, height: 100))
        #expect(badge.frame == CGRect(x: 230, y: 0, width: 20, height: 20))
    }

    @Test("A rotated view's frame is the bounding box of its bounds")
    func rotatedFrame() {
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(same(view.frame.minX, 75) && same(view.frame.minY, 50))
        #expect(same(view.frame.width, 50) && same(view.frame.height, 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
    }

    @Test("Auto Layout places a transformed view by its untransformed size and centre")
    func transformedUnderConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = fixedView(100, 40)
        root.addSubview(box)
        NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: root.centerXAnchor), box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        box.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.layoutIfNeeded()
        #expect(box.bounds.size == CGSize(width: 100, height: 40))
        #expect(box.center == CGPoint(x: 150, y: 40))
        #expect(same(box.frame.width, 40) && same(box.frame.height, 100))
    }
}
