import Testing
import UIKit

/// Frames land on the display's pixel grid: each edge is rounded to the nearest pixel and a
/// size is the difference of its rounded edges, so a 16-point view stays 16 points.
@MainActor
@Suite("Pixel-exact frames")
struct PixelRoundingTests {
    @Test("Three equal views in 100 points, at scales 1, 2 and 3", arguments: [CGFloat(1), 2, 3])
    func thirds(scale: CGFloat) {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.heightAnchor.constraint(equalToConstant: 10).isActive = true
        host(stack, width: 100, scale: scale)
        let edges: [CGFloat] = [0, 100.0 / 3, 200.0 / 3, 100].map { ($0 * scale).rounded() / scale }
        for (index, view) in views.enumerated() {
            #expect(same(view.frame.minX, edges[index]), "\(scale) \(view.frame)")
            #expect(same(view.frame.maxX, edges[index + 1]), "\(scale) \(view.frame)")
            #expect(same((view.frame.minX * scale).rounded(), view.frame.minX * scale))
            #expect(same((view.frame.width * scale).rounded(), view.frame.width * scale))
        }
        #expect(same(views.map(\.frame.width).reduce(0, +), 100))
    }

    @Test("A 16-point view at a fractional position stays 16 points", arguments: [CGFloat(1), 2, 3])
    func sixteen(scale: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.traitOverrides.displayScale = scale
        let icon = fixedView(16, 16)
        root.addSubview(icon)
        NSLayoutConstraint.activate([icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.2),
                                     icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 33.4)])
        root.layoutIfNeeded()
        #expect(icon.frame.size == CGSize(width: 16, height: 16))
        // On the pixel grid (up to floating-point noise from the centre the frame is kept as).
        #expect(abs(icon.frame.minX - (10.2 * scale).rounded() / scale) < 1e-9, "\(icon.frame)")
        #expect(abs(icon.frame.minY - (33.4 * scale).rounded() / scale) < 1e-9, "\(icon.frame)")
    }

    @Test("A centred view of odd size in an even container", arguments: [CGFloat(1), 2, 3])
    func centred(scale: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.traitOverrides.displayScale = scale
        let box = fixedView(15, 15)
        root.addSubview(box)
        NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: root.centerXAnchor), box.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 15, height: 15))
        #expect(same((box.frame.minX * scale).rounded(), box.frame.minX * scale))
        #expect(abs(box.frame.midX - 50) <= 0.5 / scale + 0.001)
    }
}
