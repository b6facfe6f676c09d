import Testing
import UIKit

/// A view's layer tree follows its subviews: after adding, inserting, moving and removing
/// subviews, the superview's layer holds their layers in the subviews' order (UIKit keeps
/// the two in step; drawing goes by the layers).
@MainActor
@Suite("Subviews and their layers stay in the same order")
struct SubviewLayerOrderTests {
    func layersMatch(_ view: UIView) -> Bool {
        (view.layer.sublayers ?? []).map(ObjectIdentifier.init) == view.subviews.map { ObjectIdentifier($0.layer) }
    }

    @Test("Appending, inserting at an index, above and below, exchanging, bringing to front and removing")
    func order() {
        let root = UIView()
        let views = (0..<6).map { _ in UIView() }
        for view in views.prefix(3) { root.addSubview(view) }
        #expect(root.subviews.map(ObjectIdentifier.init) == views.prefix(3).map(ObjectIdentifier.init))
        #expect(layersMatch(root))
        root.insertSubview(views[3], at: 1)
        #expect(root.subviews.map(ObjectIdentifier.init) == [views[0], views[3], views[1], views[2]].map(ObjectIdentifier.init))
        #expect(layersMatch(root))
        // An index past the end appends; a negative one puts the view first.
        root.insertSubview(views[4], at: 99)
        root.insertSubview(views[5], at: -3)
        #expect(root.subviews.first === views[5] && root.subviews.last === views[4])
        #expect(layersMatch(root))
        root.insertSubview(views[0], aboveSubview: views[4])
        root.insertSubview(views[2], belowSubview: views[5])
        #expect(layersMatch(root))
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        root.bringSubviewToFront(views[1])
        root.sendSubviewToBack(views[4])
        #expect(layersMatch(root))
        // A subview added again moves to the end; one moved to another superview leaves.
        root.addSubview(views[3])
        #expect(root.subviews.last === views[3])
        let other = UIView()
        other.addSubview(views[5])
        views[2].removeFromSuperview()
        #expect(root.subviews.count == 4)
        #expect(layersMatch(root) && layersMatch(other))
        #expect(views[5].layer.superlayer === other.layer && views[2].layer.superlayer == nil)
    }

    @Test("A thousand subviews added one after another keep their order")
    func many() {
        let root = UIView()
        let views = (0..<1_000).map { _ in UIView() }
        for view in views { root.addSubview(view) }
        #expect(root.subviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(layersMatch(root))
    }
}
