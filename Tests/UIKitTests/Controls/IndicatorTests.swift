import Testing
import UIKit

/// UIActivityIndicatorView, UIPageControl and UIStepper.
@MainActor
@Suite("Activity indicators, page controls and steppers")
struct IndicatorTests {
    @Test("Spinners are 20 or 37 points and hidden while stopped")
    func spinner() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(medium.hidesWhenStopped)
        #expect(medium.isHidden)
        #expect(!medium.isAnimating)
        medium.startAnimating()
        #expect(medium.isAnimating && !medium.isHidden)
        medium.stopAnimating()
        #expect(medium.isHidden)
        medium.hidesWhenStopped = false
        #expect(!medium.isHidden)
    }

    @Test("A running spinner draws its spokes in its color")
    func spinnerDrawing() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .systemRed
        spinner.startAnimating()
        let image = ControlRendering.render(spinner, scale: 2, save: "spinner")
        // The top spoke, at full strength, halfway between the inner and outer radius.
        let top = ControlRendering.pixel(image, 37, 10)
        #expect(ControlRendering.near(top, (255, 59, 48), tolerance: 12), "\(top)")
        // The centre is empty.
        #expect(ControlRendering.near(ControlRendering.pixel(image, 37, 37), (255, 255, 255)))
    }

    @Test("Page control: current page clamped, size grows with pages, single page can hide")
    func pageControl() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 3
        control.currentPage = 5
        #expect(control.currentPage == 2)
        let three = control.size(forNumberOfPages: 3)
        let four = control.size(forNumberOfPages: 4)
        #expect(four.width > three.width && four.height == three.height)
        #expect(control.intrinsicContentSize == three)
        var fired = 0
        control.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        control.currentPage = 0
        #expect(fired == 0)
    }

    @Test("The current page's dot uses currentPageIndicatorTintColor")
    func pageControlColors() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 1
        control.currentPageIndicatorTintColor = .systemBlue
        control.pageIndicatorTintColor = .systemRed
        control.frame = CGRect(origin: .zero, size: control.intrinsicContentSize)
        let image = ControlRendering.render(control, scale: 2, save: "pagecontrol")
        let middle = Int(control.bounds.midX * 2), y = Int(control.bounds.midY * 2)
        #expect(ControlRendering.near(ControlRendering.pixel(image, middle, y), (0, 122, 255)))
        #expect(ControlRendering.near(ControlRendering.pixel(image, middle - 32, y), (255, 59, 48)))
    }

    @Test("Stepper: 94×32, clamped values, stepValue, no action from code")
    func stepper() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 5, width: 300, height: 300))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.minimumValue = 10
        stepper.value = 0
        #expect(stepper.value == 10)
        let image = ControlRendering.render(stepper, scale: 2, save: "stepper")
        // The fill at the left end: tertiarySystemFill over white.
        #expect(ControlRendering.near(ControlRendering.pixel(image, 12, 32), (239, 239, 240)))
        // The plus sign's centre in the right half is in the label color.
        #expect(ControlRendering.near(ControlRendering.pixel(image, 141, 32), (0, 0, 0), tolerance: 40))
    }
}
