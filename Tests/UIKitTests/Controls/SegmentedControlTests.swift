import Testing
import UIKit

/// UISegmentedControl's API and iOS 13–17 look.
@MainActor
@Suite("UISegmentedControl")
struct SegmentedControlTests {
    @Test("init(items:) makes a segment per item, nothing selected, 32 points tall")
    func items() {
        let control = UISegmentedControl(items: ["First", "Second", "Third"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Second")
        #expect(control.intrinsicContentSize.height == 32)
        #expect(control.frame.size == control.intrinsicContentSize)
    }

    @Test("Inserting, retitling, images and widths")
    func editing() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == 2, "the selected segment moves with its index")
        control.setTitle("Y", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Y")
        let image = UIImage()
        control.setImage(image, forSegmentAt: 1)
        #expect(control.imageForSegment(at: 1) === image)
        #expect(control.titleForSegment(at: 1) == nil)
        control.setWidth(80, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 80)
        control.setEnabled(false, forSegmentAt: 2)
        #expect(control.isEnabledForSegment(at: 2) == false)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "an out-of-range index selects nothing")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("Selecting in code sends no action; a segment's UIAction runs on valueChanged")
    func actions() {
        var performed: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { _ in performed.append("list") },
            UIAction(title: "Grid") { _ in performed.append("grid") },
        ])
        #expect(control.titleForSegment(at: 1) == "Grid")
        control.selectedSegmentIndex = 1
        #expect(performed.isEmpty)
        control.sendActions(for: .valueChanged)
        #expect(performed == ["grid"])
    }

    @Test("The selected segment is drawn white over the gray track, in its own half")
    func selectedSegmentPosition() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 1
        let image = ControlRendering.render(control, scale: 2, save: "segmented")
        // Near the top of the right half (inside the selection, above the title): white.
        #expect(ControlRendering.near(ControlRendering.pixel(image, 300, 12), (255, 255, 255)))
        // The same place in the left half: the track, tertiarySystemFill (118, 118, 128, 0.12) over white.
        #expect(ControlRendering.near(ControlRendering.pixel(image, 100, 12), (239, 239, 240)))
    }

    @Test("Dark: the track and the selected segment follow the traits")
    func dark() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        let image = ControlRendering.render(control, dark: true, scale: 2, save: "segmented-dark")
        // The track: tertiarySystemFill dark (118, 118, 128, 0.24) over black.
        #expect(ControlRendering.near(ControlRendering.pixel(image, 300, 12), (28, 28, 31)))
        let selected = ControlRendering.pixel(image, 100, 12)
        #expect(selected.r > 80 && selected.r < 120, "a lifted gray, \(selected)")
    }

    @Test("selectedSegmentTintColor fills the selection")
    func tint() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        control.selectedSegmentTintColor = .systemRed
        let image = ControlRendering.render(control, scale: 2)
        #expect(ControlRendering.near(ControlRendering.pixel(image, 100, 12), (255, 59, 48)))
    }

    @Test("Equal widths by default; apportioned by content when asked")
    func widths() {
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < equal)
    }

    @Test("Right to left, the first segment is at the right")
    func rightToLeft() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.semanticContentAttribute = .forceRightToLeft
        control.selectedSegmentIndex = 0
        let image = ControlRendering.render(control, scale: 2)
        #expect(ControlRendering.near(ControlRendering.pixel(image, 300, 12), (255, 255, 255)))
        #expect(ControlRendering.near(ControlRendering.pixel(image, 100, 12), (239, 239, 240)))
    }

    @Test("Title attributes for .selected apply on top of .normal's")
    func titleAttributes() {
        let control = UISegmentedControl(items: ["One"])
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .selected)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == UIColor.systemRed
            || control.titleTextAttributes(for: .normal)?[.foregroundColor] != nil)
        #expect((control.titleTextAttributes(for: .selected)?[.font] as? UIFont)?.pointSize == 20)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
    }
}
