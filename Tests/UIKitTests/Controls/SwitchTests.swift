import Testing
import UIKit

/// UISwitch as iOS 17 draws and sizes it.
@MainActor
@Suite("UISwitch")
struct SwitchTests {
    @Test("The frame's size is ignored: a switch is 51×31")
    func fixedSize() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 120, height: 60))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        // Auto Layout sees 49 points; the frame reaches 2 further on the right.
        #expect(control.intrinsicContentSize == CGSize(width: 49, height: 31))
        #expect(control.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(UISwitch().sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    }

    @Test("A frame set later, or a width constraint, moves the switch but keeps it 51×31")
    func sizeKeptUnderLayout() {
        let control = UISwitch()
        control.frame = CGRect(x: 5, y: 6, width: 200, height: 80)
        #expect(control.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 101))
        let constrained = UISwitch()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(constrained)
        NSLayoutConstraint.activate([
            constrained.widthAnchor.constraint(equalToConstant: 49),
            constrained.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            constrained.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        // Its 49-point alignment rectangle ends 20 points from the edge; the frame, 2 further.
        #expect(constrained.frame == CGRect(x: 231, y: 35, width: 51, height: 31))
        let pinned = UISwitch()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            pinned.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 231, y: 0, width: 51, height: 31))
    }

    @Test("Off by default; setOn and isOn send no action")
    func noActionFromCode() {
        let control = UISwitch()
        #expect(control.isOn == false)
        var fired = 0
        control.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        control.setOn(true, animated: true)
        control.isOn = false
        #expect(fired == 0)
        control.sendActions(for: .valueChanged)
        #expect(fired == 1)
        #expect(control.style == .sliding)
        #expect(control.preferredStyle == .automatic)
    }

    @Test("On, the track is system green and the thumb white at the right")
    func onColors() {
        let control = UISwitch()
        control.isOn = true
        let image = ControlRendering.render(control, scale: 2, save: "switch-on")
        // The track left of the thumb (x 8, mid height), the thumb's middle (x 37.5).
        #expect(ControlRendering.near(ControlRendering.pixel(image, 16, 31), (52, 199, 89)))
        #expect(ControlRendering.near(ControlRendering.pixel(image, 75, 31), (255, 255, 255)))
    }

    @Test("Dark: the on track is dark mode's system green")
    func darkOn() {
        let control = UISwitch()
        control.isOn = true
        let image = ControlRendering.render(control, dark: true, scale: 2, save: "switch-on-dark")
        #expect(ControlRendering.near(ControlRendering.pixel(image, 16, 31), (48, 209, 88)))
    }

    @Test("Off, the thumb is at the left and the track is the translucent gray fill")
    func offColors() {
        let control = UISwitch()
        let image = ControlRendering.render(control, scale: 2, save: "switch-off")
        #expect(ControlRendering.near(ControlRendering.pixel(image, 27, 31), (255, 255, 255)))
        // secondarySystemFill (120, 120, 128) at 16% over white.
        #expect(ControlRendering.near(ControlRendering.pixel(image, 86, 31), (233, 233, 235)))
        let dark = ControlRendering.render(UISwitch(), dark: true, scale: 2, save: "switch-off-dark")
        // The same fill at 32% over black.
        #expect(ControlRendering.near(ControlRendering.pixel(dark, 86, 31), (38, 38, 41)))
    }

    @Test("onTintColor and thumbTintColor color the track and thumb")
    func customColors() {
        let control = UISwitch()
        control.isOn = true
        control.onTintColor = .systemOrange
        control.thumbTintColor = .black
        let image = ControlRendering.render(control, scale: 2)
        #expect(ControlRendering.near(ControlRendering.pixel(image, 16, 31), (255, 149, 0)))
        #expect(ControlRendering.near(ControlRendering.pixel(image, 75, 31), (0, 0, 0)))
    }

    @Test("Right to left, an on switch has its thumb at the left")
    func rightToLeft() {
        let control = UISwitch()
        control.semanticContentAttribute = .forceRightToLeft
        control.isOn = true
        let image = ControlRendering.render(control, scale: 2)
        #expect(ControlRendering.near(ControlRendering.pixel(image, 27, 31), (255, 255, 255)))
        #expect(ControlRendering.near(ControlRendering.pixel(image, 86, 31), (52, 199, 89)))
    }

    @Test("Disabled, the switch is drawn at half strength")
    func disabled() {
        let control = UISwitch()
        control.isOn = true
        control.isEnabled = false
        let image = ControlRendering.render(control, scale: 2)
        // System green at 50% over white.
        #expect(ControlRendering.near(ControlRendering.pixel(image, 16, 31), (154, 227, 172), tolerance: 4))
    }
}
