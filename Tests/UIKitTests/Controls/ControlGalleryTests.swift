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
}
