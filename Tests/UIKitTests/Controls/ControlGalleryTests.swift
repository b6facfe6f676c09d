import Foundation
import Testing
import UIKit

/// Every control in one column, light and dark, as a designer would review them (saved to
/// /tmp/controls-gallery-*.png when CONTROLS_SAVE is set).
@MainActor
@Suite("Controls gallery")
struct ControlGalleryTests {
    func gallery() -> UIView {
        let on = UISwitch()
        on.isOn = true
        let off = UISwitch()
        let disabled = UISwitch()
        disabled.isOn = true
        disabled.isEnabled = false
        let switches = UIStackView(arrangedSubviews: [on, off, disabled])
        switches.spacing = 12

        let segmented = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        segmented.selectedSegmentIndex = 1
        let slider = UISlider()
        slider.value = 0.4
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.6
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let large = UIActivityIndicatorView(style: .large)
        large.startAnimating()
        let page = UIPageControl()
        page.numberOfPages = 5
        page.currentPage = 2
        let stepper = UIStepper()
        stepper.value = 3
        let indicators = UIStackView(arrangedSubviews: [spinner, large, page, stepper])
        indicators.spacing = 12
        indicators.alignment = .center

        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email address"
        let filled = UITextField()
        filled.borderStyle = .roundedRect
        filled.text = "jane@example.com"
        filled.clearButtonMode = .always
        let secure = UITextField()
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.text = "password"
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 15)
        textView.text = "A text view that sizes itself to its text, wrapping at the width the stack gives it."

        let column = UIStackView(arrangedSubviews: [switches, segmented, slider, progress, indicators, field, filled, secure, textView])
        column.axis = .vertical
        column.spacing = 16
        column.alignment = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 560))
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        return root
    }

    @Test("Light and dark galleries lay out without conflicts", arguments: [false, true])
    func render(dark: Bool) {
        let root = gallery()
        root.traitOverrides.userInterfaceStyle = dark ? .dark : .light
        root.backgroundColor = .systemBackground
        root.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        // At 3× for review (each soft shadow blurs the whole canvas, so tests render at 1×).
        let saving = ProcessInfo.processInfo.environment["CONTROLS_SAVE"] != nil
        format.scale = saving ? 3 : 1
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { root.layer.render(in: $0.cgContext) }
        if saving {
            try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/controls-gallery-\(dark ? "dark" : "light").png"))
        }
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }

    /// Less common states: disabled segments, fixed widths, value images, bar progress,
    /// prominent page control, line and bezel fields with overlay views, a scrolled text view.
    func states() -> UIView {
        let segmented = UISegmentedControl(items: ["Fixed", "B", "Off"])
        segmented.setWidth(90, forSegmentAt: 0)
        segmented.setEnabled(false, forSegmentAt: 2)
        segmented.selectedSegmentIndex = 0
        let disabled = UISegmentedControl(items: ["One", "Two"])
        disabled.selectedSegmentIndex = 1
        disabled.isEnabled = false
        let slider = UISlider()
        slider.minimumValueImage = UIImage(systemName: "speaker.fill")
        slider.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
        slider.value = 0.8
        let disabledSlider = UISlider()
        disabledSlider.value = 0.3
        disabledSlider.isEnabled = false
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.progress = 0.3
        let page = UIPageControl()
        page.numberOfPages = 4
        page.currentPage = 0
        page.backgroundStyle = .prominent
        let stepper = UIStepper()
        stepper.value = 0
        let line = UITextField()
        line.borderStyle = .line
        line.text = "Line border"
        let bezel = UITextField()
        bezel.borderStyle = .bezel
        bezel.placeholder = "Bezel border"
        bezel.textAlignment = .center
        let search = UITextField()
        search.borderStyle = .roundedRect
        search.placeholder = "Search"
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        icon.backgroundColor = .systemTeal
        search.leftView = icon
        search.leftViewMode = .always
        let column = UIStackView(arrangedSubviews: [segmented, disabled, slider, disabledSlider, bar, page, stepper, line, bezel, search])
        column.axis = .vertical
        column.spacing = 14
        column.alignment = .leading
        for view in [slider, disabledSlider, bar, line, bezel, search] {
            view.widthAnchor.constraint(equalToConstant: 300).isActive = true
        }
        column.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 480))
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        return root
    }

    @Test("Less common states lay out without conflicts", arguments: [false, true])
    func renderStates(dark: Bool) {
        let root = states()
        root.traitOverrides.userInterfaceStyle = dark ? .dark : .light
        root.backgroundColor = .systemBackground
        root.layoutIfNeeded()
        let saving = ProcessInfo.processInfo.environment["CONTROLS_SAVE"] != nil
        let format = UIGraphicsImageRendererFormat()
        format.scale = saving ? 3 : 1
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { root.layer.render(in: $0.cgContext) }
        if saving { try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/controls-states-\(dark ? "dark" : "light").png")) }
        #expect(root.layoutReports().isEmpty, "\(root.layoutReports())")
    }
}
