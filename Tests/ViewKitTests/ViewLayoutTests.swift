import Testing
@testable import ViewKit

/// A screen laid out in code (the seed's frame-layout style): two squares side by side.
final class SideBySideView: View {
    let left = View()
    let right = View()
    var layoutCount = 0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(left)
        addSubview(right)
    }

    override func layoutSubviews() {
        layoutCount += 1
        let half = bounds.width / 2
        left.frame = Rect(x: 0, y: 0, width: half, height: bounds.height)
        right.frame = Rect(x: half, y: 0, width: half, height: bounds.height)
    }
}

/// Swaps its layout with the horizontal size class, as the seed's size-class example does.
final class AdaptiveView: View {
    let content = View()
    var changes: [TraitCollection?] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(content)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes.append(previousTraitCollection)
    }

    override func layoutSubviews() {
        content.frame = traitCollection.horizontalSizeClass == .regular
            ? bounds.insetBy(dx: 100, dy: 0)
            : bounds
    }
}

@Suite("View geometry and layout")
struct ViewLayoutTests {
    @Test("frame, bounds and center stay consistent")
    func geometry() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        view.center = Point(x: 50, y: 50)
        #expect(view.frame == Rect(x: 0, y: 25, width: 100, height: 50))
        view.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.frame == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(view.center == Point(x: 50, y: 50))
    }

    @Test("Subviews: add, insert, reorder, remove")
    func hierarchy() {
        let root = View(), a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(a)
        #expect(root.subviews.last === a)
        let other = View()
        other.addSubview(a)
        #expect(a.superview === other)
        #expect(root.subviews.count == 2)
        c.removeFromSuperview()
        #expect(c.superview == nil)
        #expect(root.subviews.count == 1)
        c.tag = 7
        b.addSubview(c)
        #expect(root.viewWithTag(7) === c)
        #expect(c.isDescendant(of: root))
    }

    @Test("layoutIfNeeded runs layoutSubviews once after a size change, then the subtree's")
    func layoutPass() {
        let view = SideBySideView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        view.layoutIfNeeded()
        #expect(view.left.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.right.frame == Rect(x: 100, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
        view.frame.origin.x = 5
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1, "moving without resizing needs no layout")
        view.frame.size.width = 300
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
        #expect(view.right.frame.minX == 150)
    }

    @Test("sizeToFit takes sizeThatFits; intrinsic size is undefined for plain views")
    func sizing() {
        let label = Label(text: "Hello")
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(View().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test("Traits flow to every subview; views are told, and relayout follows")
    func traitPropagation() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let adaptive = AdaptiveView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let leaf = Label(text: "x")
        adaptive.content.addSubview(leaf)
        root.addSubview(adaptive)
        var told: [UserInterfaceSizeClass] = []
        leaf.registerForTraitChanges { view, previous in told.append(previous.horizontalSizeClass) }
        root.apply(traits: TraitCollection(horizontalSizeClass: .compact))
        root.layoutIfNeeded()
        #expect(adaptive.content.frame.width == 400)
        #expect(leaf.traitCollection.horizontalSizeClass == .compact)
        root.apply(traits: TraitCollection(horizontalSizeClass: .regular))
        root.layoutIfNeeded()
        #expect(adaptive.content.frame.width == 200)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(told == [.compact])
        #expect(adaptive.changes.count == 2)
        #expect(adaptive.changes.first! == nil)
        #expect(adaptive.changes.last??.horizontalSizeClass == .compact)
        // Same traits again: nobody is told.
        root.apply(traits: TraitCollection(horizontalSizeClass: .regular))
        #expect(adaptive.changes.count == 2)
    }

    @Test("Trait overrides apply to the view and its subviews")
    func overrides() {
        let root = View(), child = View(), grandchild = View()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.apply(traits: TraitCollection(userInterfaceStyle: .light))
        child.traitOverrides.userInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
        let late = View()
        grandchild.addSubview(late)
        #expect(late.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("Dynamic colors resolve per appearance")
    func dynamicColors() {
        let color = Color(light: .white, dark: .black)
        #expect(color.resolved(with: TraitCollection(userInterfaceStyle: .light)) == RGBAColor.white)
        #expect(color.resolved(with: TraitCollection(userInterfaceStyle: .dark)) == RGBAColor.black)
        #expect(Color.label.resolved(with: TraitCollection(userInterfaceStyle: .dark)) == RGBAColor.white)
    }

    @Test("recursiveDescription lists the tree with frames")
    func description() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let label = Label(text: "予約")
        label.frame = Rect(x: 16, y: 20, width: 40.5, height: 25)
        root.addSubview(label)
        #expect(root.recursiveDescription() == """
            <View: frame = (0 0; 320 100)>
               | <Label: frame = (16 20; 40.5 25); text = "予約">
            """)
        #expect(label.hierarchyPath == "View > Label[0]")
    }
}
