import Testing
@testable import UIKit

/// Setting a frame, bounds or center to what the view already has changes nothing, so the
/// Auto Layout tree around it is not solved again. A table sets every cell's frame on each
/// layout; a frame read back from the layer's position and bounds can differ from the one
/// set in its last bits, and each such no-op used to re-solve the whole table.
@MainActor
@Suite("Setting a frame to the same value")
struct FrameSetTests {
    /// A root whose frame-based `holder` contains a constraint-based label-like view.
    func tree() -> (root: UIView, holder: UIView, inner: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20_000))
        let holder = UIView(frame: CGRect(x: 0, y: 16_357.999999999987, width: 390, height: 146))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(holder)
        holder.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 16),
            inner.trailingAnchor.constraint(equalTo: holder.trailingAnchor, constant: -16),
            inner.topAnchor.constraint(equalTo: holder.topAnchor, constant: 8),
            inner.bottomAnchor.constraint(equalTo: holder.bottomAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        return (root, holder, inner)
    }

    @Test("the frame read back, the same bounds and the same center leave the engine clean")
    func sameGeometry() throws {
        let (root, holder, inner) = tree()
        let engine = try #require(root.autoLayoutEngine)
        #expect(!engine.isDirty)
        #expect(inner.frame == CGRect(x: 16, y: 8, width: 358, height: 130))
        holder.frame = holder.frame
        holder.bounds = holder.bounds
        holder.center = holder.center
        #expect(!engine.isDirty)
    }

    @Test("a frame that moves or resizes still re-solves, and the subview follows")
    func changedGeometry() throws {
        let (root, holder, inner) = tree()
        let engine = try #require(root.autoLayoutEngine)
        holder.frame.size.height = 100
        #expect(engine.isDirty)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 16, y: 8, width: 358, height: 84))
        holder.center.y += 10
        #expect(engine.isDirty)
    }
}
